import { expect, test } from '../support/fixtures';
import { sandbox } from '../support/api-user';
import { screenRecorder } from '../support/journey-recorder';
import { pythonJob as job } from '../support/sandbox-run';

// product §4.13: one run applies through LinkedIn's Easy Apply and on a company's own Greenhouse
// board (LinkedIn's Apply leads there). The search's form shows the option, on by default; the
// search's page shows each application live, the Greenhouse one as "Applied on Greenhouse for Acme"
// with its answers, their sources and a link to the posting there. axe-core checks the form and the
// search's page. Desktop and 375 px.

const SCENARIO = {
  jobs: [
    job('8501', { company: 'Initech' }),
    // Not listed under LinkedIn's Easy Apply filter: found only because the search drops it.
    job('8502', {
      company: 'Acme',
      easyApply: false,
      questions: [],
      companySite: {
        system: 'greenhouse',
        layout: 'job-boards',
        askLocation: false,
        eeo: false,
        questions: [{ id: 'english', kind: 'yes-no', label: 'Can you work in English?' }],
      },
    }),
  ],
};

// Greenhouse asks the phone's country beside the number: the user's data names it.
test.use({
  sandboxRun: {
    scenario: SCENARIO,
    customAnswers: { 'Can you work in English?': 'Yes', 'Which country do you live in?': 'Canada' },
  },
});

test('one run applies with Easy Apply and on Greenhouse; the search’s page says where each went', async ({
  page,
  searchOnDashboard,
}, testInfo) => {
  test.setTimeout(180_000);
  const shots = screenRecorder(page, testInfo, 'company-sites');
  const { card } = searchOnDashboard;

  await card.getByRole('button', { name: /^View details of / }).click();
  await expect(page).toHaveURL(/\/job-search\/\d+$/);
  const searchPage = page.url();

  // The option, on by default, in the search's form.
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  const form = page.getByRole('form', { name: 'Job preferences' });
  const option = form.getByRole('checkbox', { name: 'Apply on company sites too (Greenhouse, Lever, Ashby)' });
  await expect(option).toBeChecked();
  await expect(option).toHaveAccessibleDescription(/fills those forms too/);
  await option.scrollIntoViewIfNeeded();
  await shots.screen('search-form-company-sites');

  // The run, watched live on the search's page.
  await page.goto(searchPage);
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  const applications = page.getByRole('list', { name: 'Applications', exact: true }).getByRole('listitem');
  const acme = applications.filter({ hasText: 'Acme' });
  await expect(acme.getByText(/^Applied on Greenhouse for Acme/)).toBeVisible({ timeout: 90_000 });
  await expect(applications).toHaveCount(2, { timeout: 60_000 });
  await expect(page.getByText('Completed', { exact: true })).toBeVisible({ timeout: 30_000 });
  const initech = applications.filter({ hasText: 'Initech' });
  await expect(initech.getByText('Applied', { exact: true })).toBeVisible();
  await expect(initech.getByText(/ on (Greenhouse|Lever|Ashby) for /)).toHaveCount(0);

  const link = acme.getByRole('link', {
    name: 'View posting on Greenhouse: Python Developer at Acme (opens in a new tab)',
  });
  await expect(link).toHaveAttribute('href', /^http:\/\/job-boards\.greenhouse\.io\.localhost:\d+\/acme\/jobs\/\d+/);
  await acme.getByRole('button', { name: /^Show answers \(\d+\)$/ }).click();
  // Each question with the answer given and where it came from.
  const given = acme.getByLabel('Answers given for Python Developer');
  await expect(given.getByRole('term').filter({ hasText: 'Can you work in English?' })).toBeVisible();
  await expect(given.getByRole('definition').filter({ hasText: 'Yes (from your custom information)' })).toBeVisible();
  await expect(given.getByRole('definition').filter({ hasText: 'Grace (from your profile)' })).toBeVisible();
  await shots.screen('search-page-company-site');

  // LinkedIn received the Easy Apply one; Greenhouse's board the other.
  expect(await searchOnDashboard.submittedJobIds()).toEqual(['8501']);
  const onBoards = (await sandbox('/__sandbox/company-submissions')) as Array<{ jobId: string }>;
  expect(onBoards.map((s) => s.jobId)).toEqual(['8502']);
});
