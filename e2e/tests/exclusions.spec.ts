import { expect, test } from '@playwright/test';
import { sandbox } from '../support/api-user';
import { screenRecorder } from '../support/journey-recorder';
import { pythonJob as job, userOnDashboard } from '../support/sandbox-run';

// product §4.11: the user excludes a company in the search's own form and another on every search
// in Profile; the run skips both postings before opening them, says so on the search's page as each
// is recorded, and applies to (and charges) the rest. axe-core checks the form, the Profile section
// and the search's page. Desktop and 375 px.

const SCENARIO = {
  jobs: [job('8301', { company: 'Acme Inc.' }), job('8302'), job('8303', { company: 'Initech' })],
};

test.describe.configure({ mode: 'serial' });
test.afterAll(async () => {
  await sandbox('/__sandbox/reset');
});

test('exclusions: a company excluded on the search and one on every search are skipped, the rest applied', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const shots = screenRecorder(page, testInfo, 'exclusions');
  const email = `grace-${Date.now()}-${testInfo.project.name}@example.com`;
  const { card } = await userOnDashboard(page, request, { email, scenario: SCENARIO });
  const creditsLink = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Credits: / });
  const creditsBefore = Number((await creditsLink.textContent())?.match(/\d+/)?.[0]);

  // The search's own exclusion, in its form.
  await card.getByRole('button', { name: /^View details of / }).click();
  await expect(page).toHaveURL(/\/job-search\/\d+$/);
  const searchPage = page.url();
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Edit Job Search' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Job preferences' });
  await form.getByRole('textbox', { name: 'Excluded companies' }).fill('Acme');
  await form.getByRole('button', { name: 'Add excluded company' }).click();
  await expect(form.getByRole('list', { name: 'Excluded companies' }).getByText('Acme')).toBeVisible();
  await shots.screen('search-form-exclusions');
  await form.getByRole('button', { name: 'Update Job Search' }).click();
  await expect(page.getByText('Job search updated successfully')).toBeVisible();

  // The company excluded on every search, in Profile (reached from the form's own link).
  await form.getByRole('link', { name: 'your profile' }).click();
  await expect(page).toHaveURL(/\/profile#excluded-companies$/);
  const section = page.getByRole('region', { name: 'Companies excluded on every search' });
  await section.getByRole('textbox', { name: 'Company' }).fill('Initech LLC');
  await section.getByRole('button', { name: 'Save excluded companies' }).click();
  await expect(page.getByText('Excluded companies saved.')).toBeVisible();
  await expect(section.getByRole('list', { name: 'Companies excluded on every search' })).toHaveText('Initech LLC');
  await shots.screen('profile-excluded-companies');

  // The run, watched on the search's page.
  await page.goto(searchPage);
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  const applications = page.getByRole('list', { name: 'Applications', exact: true }).getByRole('listitem');
  await expect(applications).toHaveCount(3, { timeout: 60_000 });
  await expect(page.getByText('Completed', { exact: true })).toBeVisible({ timeout: 30_000 });
  const acme = applications.filter({ hasText: 'Acme Inc.' });
  await expect(acme.getByText('Skipped: excluded company Acme Inc. No credit was used.')).toBeVisible();
  const initech = applications.filter({ hasText: 'Initech' });
  await expect(
    initech.getByText('Skipped: excluded company Initech, on your list for every search. No credit was used.'),
  ).toBeVisible();
  await expect(applications.filter({ hasText: 'Company 8302' }).getByText('Applied', { exact: true })).toBeVisible();
  await shots.screen('search-page-after-run');

  // One credit, for the one job applied; LinkedIn received that one application only.
  await expect(creditsLink).toHaveAccessibleName(new RegExp(`^Credits: ${creditsBefore - 1}\\b`));
  const submissions = (await sandbox('/__sandbox/submissions')) as Array<{ jobId: string; account: string }>;
  expect(submissions.filter((s) => s.account === email).map((s) => s.jobId)).toEqual(['8302']);
});
