import { expect, test } from '../support/fixtures';
import { pythonJob } from '../support/sandbox-run';

// docs/product.md §4.6: an answer given while the run goes on puts its posting first in line — tried
// right after the posting in hand, before new ones and before the run reaches its maximum — and the
// card, the panel, the list and the API agree on how many wait. Real Chromium, the real server and
// its bot on the LinkedIn sandbox.

const LICENCE = 'Do you have a valid driving licence?';
const SCENARIO = {
  jobs: [
    pythonJob('7701', {
      questions: [
        { id: 'years-python', type: 'numeric', label: 'How many years of work experience do you have with Python?' },
        { id: 'licence', type: 'radio', label: LICENCE, options: ['Yes', 'No'] },
      ],
    }),
    ...['7702', '7703', '7704', '7705', '7706'].map((id) => pythonJob(id)),
  ],
};

test.use({ sandboxRun: { scenario: SCENARIO, maxJobs: 3 } });

test('an answer given mid-run is applied before the run ends on its maximum; card, panel, list and API agree', async ({
  page,
  request,
  searchOnDashboard: { card, headers, submittedJobIds },
}) => {
  test.setTimeout(180_000);
  const panel = page.getByRole('region', { name: 'Answers needed' });
  const recent = page.getByRole('list', { name: 'Recent applications' });
  const waitingOnApi = async () => {
    const res = await request.get(`${process.env.E2E_BASE_URL}/django/api/job-search/answers-needed/`, { headers });
    return ((await res.json()) as Array<{ jobs_waiting: number }>).reduce((n, q) => n + q.jobs_waiting, 0);
  };

  await card.getByRole('button', { name: 'Start Python Developer in Toronto' }).click();
  const licence = panel.getByRole('form', { name: LICENCE });
  await expect(licence).toBeVisible({ timeout: 60_000 });
  // One job waits: the panel, the card, the list and the API say the same.
  await expect(panel.getByRole('status')).toHaveText('1 job waits for 1 answer');
  await expect(card).toContainText('1 waiting for your answer');
  await expect(recent.getByText('Waiting for your answer', { exact: true })).toHaveCount(1);
  expect(await waitingOnApi()).toBe(1);

  await licence.getByRole('radio', { name: 'Yes' }).check();
  await licence.getByRole('button', { name: 'Save answer' }).click();
  // Answered: nothing waits for the user any more, everywhere at once.
  await expect(panel).toBeHidden();
  await expect(card).toContainText('0 waiting for your answer');
  await expect(recent.getByText('Waiting for your answer', { exact: true })).toHaveCount(0);
  expect(await waitingOnApi()).toBe(0);

  await expect(card.getByText('Completed', { exact: true })).toBeVisible({ timeout: 90_000 });
  await expect(card).toContainText('3 jobs applied out of 3');
  await expect(recent.getByRole('listitem', { name: 'Python Developer at Company 7701' })).toContainText('Applied on');
  await expect(recent.getByText('Applied', { exact: true })).toHaveCount(3);
  const submitted = await submittedJobIds();
  // The answered posting went before a third new one: the maximum kept 7704 out.
  expect(submitted).toContain('7701');
  expect(submitted).not.toContain('7704');
  expect(submitted).toHaveLength(3);
});
