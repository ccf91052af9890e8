import { expect, test } from '../support/fixtures';
import { RESUME_TEXT } from '../support/journey-applicant';
import { screenRecorder } from '../support/journey-recorder';
import { pythonJob, YEARS_PYTHON } from '../support/sandbox-run';

// A user whose phone has no country code (and LinkedIn pre-selects none) and whose data does not
// say whether they hold a driving licence: the questions appear live on the dashboard, are
// answered inline, and the waiting jobs are applied to, live. The sandbox gets a scenario of its
// own for this test and its default one back afterwards.

const LICENCE = 'Do you have a valid driving licence?';
const STANDARD_QUESTIONS = [
  { id: 'years-python', type: 'numeric', label: YEARS_PYTHON },
  { id: 'relocate', type: 'radio', label: 'Are you willing to relocate to Toronto?', options: ['Yes', 'No'] },
];
const job = (id: string, extra: object[] = []) => pythonJob(id, { questions: [...STANDARD_QUESTIONS, ...extra] });
const SCENARIO = {
  // A LinkedIn profile naming no country: the phone's country code is not pre-selected either.
  newAccounts: { country: null },
  jobs: [
    job('7101'),
    job('7102', [{ id: 'licence', type: 'radio', label: LICENCE, options: ['Yes', 'No'], step: 2 }]),
    job('7103', [{ id: 'licence', type: 'radio', label: LICENCE, options: ['Yes', 'No'], step: 2 }]),
  ],
};

test.describe.configure({ mode: 'serial' });
test.use({
  sandboxRun: { scenario: SCENARIO, customAnswers: { 'Are you willing to relocate to Toronto?': 'Yes' } },
});

test('answers needed: the questions appear live, are answered inline, and the waiting jobs are applied to', async ({
  page,
  searchOnDashboard: { card, submittedJobIds },
}, testInfo) => {
  test.setTimeout(180_000);
  expect(RESUME_TEXT).toContain('5 years of experience with Python');
  const shots = screenRecorder(page, testInfo, 'answers-needed');
  const panel = page.getByRole('region', { name: 'Answers needed' });
  const recent = page.getByRole('list', { name: 'Recent applications' });
  await expect(card).toBeVisible();
  await expect(panel).toBeHidden();

  // Run 1: every form asks the phone's country code; the panel appears without a reload.
  await card.getByRole('button', { name: /^Start / }).click();
  await expect(panel).toBeVisible({ timeout: 60_000 });
  // Every job waited: the run applied to none, and says so (product §4.2).
  await expect(card.getByText('Nothing Applied', { exact: true })).toBeVisible({ timeout: 60_000 });
  await expect(panel.getByRole('status')).toHaveText('3 jobs wait for 1 answer');
  await expect(recent.getByText('Waiting for your answer', { exact: true })).toHaveCount(3);
  await shots.screen('answers-needed-after-first-run');

  const country = panel.getByRole('form', { name: 'Phone country code' });
  await country.getByRole('button', { name: 'Save answer' }).click();
  await expect(country.getByRole('alert')).toHaveText('Please choose one of the options.');
  await country.getByRole('combobox', { name: 'Phone country code' }).selectOption('Canada (+1)');
  await country.getByRole('button', { name: 'Save answer' }).click();
  await expect(panel).toBeHidden();
  // Answering does not start the search by itself.
  await expect(card.getByText('Nothing Applied', { exact: true })).toBeVisible();

  // Run 2: 7101 goes through, live; 7102 and 7103 now wait on the licence question.
  await card.getByRole('button', { name: /^Start / }).click();
  await expect(recent.getByText('Applied', { exact: true })).toHaveCount(1, { timeout: 60_000 });
  await expect(panel.getByRole('status')).toHaveText('2 jobs wait for 1 answer', { timeout: 60_000 });
  await expect(card.getByText('Completed', { exact: true })).toBeVisible({ timeout: 60_000 });
  await expect(card).toContainText('1 job applied out of 5');
  await shots.screen('answers-needed-licence');

  const licence = panel.getByRole('form', { name: LICENCE });
  await licence.getByRole('radio', { name: 'Yes' }).check();
  await licence.getByRole('button', { name: 'Save answer' }).click();
  await expect(panel).toBeHidden();

  // Continue: both waiting jobs are applied to, live, once each.
  await card.getByRole('button', { name: /^Continue / }).click();
  await expect(recent.getByText('Applied', { exact: true })).toHaveCount(3, { timeout: 60_000 });
  await expect(recent.getByText('Waiting for your answer', { exact: true })).toHaveCount(0);
  await expect(card).toContainText('3 jobs applied out of 5', { timeout: 30_000 });
  await expect(page.getByRole('navigation', { name: 'Main' }).getByText('Credits: 7')).toBeVisible();
  await shots.screen('answers-needed-all-applied');

  expect(await submittedJobIds()).toEqual(['7101', '7102', '7103']);
});
