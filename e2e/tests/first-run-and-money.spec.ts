import { expect, test } from '../support/fixtures';
import { screenRecorder } from '../support/journey-recorder';

// product §2.3, §2.10: a new user's dashboard lists the four set-up steps, none done, each leading to
// where it is done; the first leads to Create Job Search. The price of a job is said beside the
// searches and on the Credits page, which (no Stripe set up here) says in plain words who adds
// credits, with no command. axe-core checks the dashboard and the Credits page. Desktop only.

const STEPS = [
  'Upload a resume — not done',
  'Fill in your Additional Information — not done',
  'Connect your LinkedIn account — not done',
  'Create your first job search — not done',
];

test('a new user sees the first-run checklist and what a job costs', async ({ signedInPage: page }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'desktop only');
  const shots = screenRecorder(page, testInfo, 'first-run-and-money');

  const checklist = page.getByRole('region', { name: 'Getting started' });
  const steps = checklist.getByRole('listitem');
  await expect(steps).toHaveCount(4);
  for (const [index, name] of STEPS.entries()) {
    await expect(steps.nth(index).getByRole(index === 2 ? 'button' : 'link', { name })).toBeVisible();
  }
  const searches = page.getByRole('region', { name: 'Your Job Searches' });
  await expect(searches.getByText('1 Job for 1 Credit: each job applied to uses one credit.')).toBeVisible();
  await shots.screen('dashboard-first-run');

  await checklist.getByRole('link', { name: STEPS[0] }).click();
  await expect(page).toHaveURL(/\/job-search$/);
  await expect(page.getByRole('heading', { name: 'Create Job Search' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Configure Resume/ })).toBeVisible();

  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: /^Credits: / })
    .click();
  await expect(page).toHaveURL(/\/credits$/);
  const credits = page.getByRole('region', { name: 'Credits' });
  await expect(credits.getByText('1 Job for 1 Credit', { exact: true })).toBeVisible();
  await expect(
    credits.getByText(
      'Buying credits is not available on this JobPilot. Credits are added by the administrator of this JobPilot.',
    ),
  ).toBeVisible();
  await expect(credits).not.toContainText('pnpm');
  await shots.screen('credits-without-stripe');
});
