import { expect, test } from '../support/fixtures';
import { screenRecorder } from '../support/journey-recorder';
import { enterMailedPin } from '../support/linkedin-pin';
import { recordTexts } from '../support/record-texts';
import { pythonJob as job } from '../support/sandbox-run';

// product §2.3, §2.7, §4.2, §4.5: a run where some postings fail and some wait for an answer. Every
// attempt shows up at once — on the search's page with what the bot is doing, on the card's counts
// and in Recent Applications — with no reload, and the run ends with an honest badge and note. The
// bot is held at LinkedIn's PIN (a `+verify` account) so the pages are checked mid-run.

const LICENCE = 'Do you have a valid driving licence?';
const withLicence = (id: string) =>
  job(id, {
    questions: [
      ...job(id).questions,
      { id: 'licence', type: 'radio', label: LICENCE, options: ['Yes', 'No'], step: 2 },
    ],
  });
// In LinkedIn's order: one goes through, two are closed (skipped), two wait for the licence answer.
const SCENARIO = {
  jobs: [
    job('8201'),
    job('8202', { closed: true }),
    withLicence('8203'),
    job('8204', { closed: true }),
    withLicence('8205'),
  ],
};

test.describe.configure({ mode: 'serial' });
// A `+verify` address: the sandbox asks the bot for a PIN when it signs in with it.
test.use({ sandboxRun: { scenario: SCENARIO, emailTag: '+verify' } });

test('live activity: skipped and waiting attempts move the details, the card and Recent Applications without a reload', async ({
  page,
  searchOnDashboard: { email: linkedin, card, submittedJobIds },
}, testInfo) => {
  test.setTimeout(180_000);
  const shots = screenRecorder(page, testInfo, 'live-activity');
  await card.getByRole('button', { name: /^View details of / }).click();
  await expect(page).toHaveURL(/\/job-search\/\d+$/);

  // Run 1, from the search's page. LinkedIn asks for a PIN: the bot is held at signing in.
  const nowTexts = await recordTexts(page, '[role="status"]');
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  const codeDialog = page.getByRole('dialog', { name: 'LinkedIn Verification Required' });
  await expect(codeDialog).toBeVisible({ timeout: 45_000 });
  await expect(page.getByText('Now: Signing in to LinkedIn')).toBeVisible();
  await shots.screen('details-held-at-pin');

  await enterMailedPin(codeDialog, linkedin);

  // The run goes on: each attempt arrives in the list as it is recorded, whatever its outcome.
  const applications = page.getByRole('list', { name: 'Applications', exact: true }).getByRole('listitem');
  await expect(applications).toHaveCount(5, { timeout: 60_000 });
  await expect(page.getByText('Completed', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Completed: LinkedIn has no more matching jobs; applied to 1 job in all.')).toBeVisible();
  await expect(page.getByText('Latest Results')).toBeVisible();
  // What the bot was doing, as the page showed it (recorded live; a reload would have lost it).
  const seen = await nowTexts();
  expect(seen, 'the page was not reloaded').not.toBeNull();
  expect(seen).toEqual(
    expect.arrayContaining([
      'Now: Signing in to LinkedIn',
      'Now: Page 1 of results for "Python Developer"',
      'Now: Applying to Python Developer at Company 8201',
      'Now: Applying to Python Developer at Company 8205',
    ]),
  );
  await expect(page.getByRole('status').filter({ hasText: /^Now:/ })).toHaveCount(0);

  // The filter and the skipped attempts' own date: a closed posting is skipped, not a failure.
  const filter = page.getByRole('combobox', { name: 'Filter by status' });
  await filter.selectOption({ label: 'Skipped (2)' });
  await expect(applications).toHaveCount(2);
  for (const item of await applications.all()) {
    await expect(item.getByText(/^Checked on /)).toBeVisible();
    await expect(item.getByText('LinkedIn no longer accepts applications for this job.')).toBeVisible();
  }
  await filter.selectOption({ label: 'Waiting for your answer (2)' });
  await expect(applications).toHaveCount(2);
  await filter.selectOption({ label: 'All (5)' });
  await shots.screen('details-after-run');

  // Back on the dashboard (no reload): the card counts every outcome; the question waits for the user.
  await page.getByRole('button', { name: '← Back to Dashboard' }).click();
  const attempts = card.getByRole('list', { name: 'Attempts' });
  await expect(attempts.getByRole('listitem')).toHaveText([
    '1 applied',
    '0 failed',
    '2 skipped',
    '2 waiting for your answer',
  ]);
  await expect(card).toContainText('1 job applied out of 5');
  const recent = page.getByRole('list', { name: 'Recent applications' });
  await expect(recent.getByText('Skipped', { exact: true })).toHaveCount(2);
  await expect(recent.getByText(/^Checked on /)).toHaveCount(2);
  const panel = page.getByRole('region', { name: 'Answers needed' });
  await expect(panel.getByRole('status')).toHaveText('2 jobs wait for 1 answer');
  await shots.screen('dashboard-answers-needed');

  // Run 2: the answer given, Continue; the waiting jobs go through and the card's counts move live.
  const countTexts = await recordTexts(page, '[aria-label="Attempts"] li');
  const licence = panel.getByRole('form', { name: LICENCE });
  await licence.getByRole('radio', { name: 'Yes' }).check();
  await licence.getByRole('button', { name: 'Save answer' }).click();
  await expect(panel).toBeHidden();
  await card.getByRole('button', { name: /^Continue / }).click();
  await expect(attempts.getByRole('listitem')).toHaveText(
    ['3 applied', '0 failed', '2 skipped', '0 waiting for your answer'],
    { timeout: 60_000 },
  );
  await expect(card.getByText('Completed', { exact: true })).toBeVisible({ timeout: 30_000 });
  const counted = await countTexts();
  expect(counted, 'the dashboard was not reloaded').not.toBeNull();
  // Each waiting job left the count as it went through, one at a time.
  expect(counted).toEqual(expect.arrayContaining(['2 waiting for your answer', '1 waiting for your answer']));
  await expect(recent.getByText('Applied', { exact: true })).toHaveCount(3);
  await shots.screen('dashboard-after-continue');

  expect(await submittedJobIds()).toEqual(['8201', '8203', '8205']);
});
