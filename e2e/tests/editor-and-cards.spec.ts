import { baseURL } from '../support/base-url';
import { screenRecorder } from '../support/journey-recorder';
import { expect, test } from '../support/fixtures';
import { pythonJob as job, runFromCard } from '../support/sandbox-run';

// Once a search has applied to jobs, its card offers Edit (only the number of jobs can change),
// and the editor and the API both refuse a number below the jobs already applied, with the same
// plain message. axe-core checks the editor in both its modes. Desktop only.

const MAX_JOBS_REFUSED = "Max jobs can't be lower than the 2 jobs already applied.";

test.describe.configure({ mode: 'serial' });
test.use({ sandboxRun: { scenario: { jobs: [job('8101'), job('8102'), job('8103')] }, maxJobs: 2 } });

test('the editor refuses max jobs below the jobs applied; the card offers Edit once jobs are applied', async ({
  page,
  request,
  searchOnDashboard: { headers, preferenceId, card },
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'desktop journey');
  test.setTimeout(150_000);
  const shots = screenRecorder(page, testInfo, 'editor-and-cards');

  // The editor, creating: the settings show their tick and the resume's name.
  await page.getByRole('button', { name: 'Start a New Job Search' }).click();
  await expect(page.getByRole('heading', { name: 'Create Job Search' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Configure Resume/ })).toContainText('✓');
  await expect(page.getByRole('button', { name: /^Configure Extra Info/ })).toContainText('Saved');
  await shots.screen('editor-create');
  await page.getByRole('button', { name: 'Back to Dashboard' }).click();

  // Run the search to its maximum: the card keeps an Edit entry, named after its search.
  await runFromCard(card);
  await expect(card).toContainText('2 jobs applied out of 2');
  const edit = card.getByRole('button', { name: 'Edit Python Developer in Toronto' });
  await expect(edit).toBeVisible();
  await expect(card.getByRole('button', { name: 'View details of Python Developer in Toronto' })).toBeVisible();
  await shots.screen('card-applied-with-edit');

  // The editor, editing: only the number of jobs, never below the 2 applied.
  await edit.click();
  await expect(page).toHaveURL(/\/job-search\/edit\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Edit Job Search' })).toBeVisible();
  const maxJobs = page.getByLabel('Number of jobs to apply');
  await expect(maxJobs).toHaveValue('2');
  await expect(page.getByLabel('Job Location')).toBeDisabled();
  await shots.screen('editor-edit');
  await maxJobs.fill('1');
  await page.getByRole('button', { name: 'Update Job Search' }).click();
  await expect(page.getByRole('alert').filter({ hasText: MAX_JOBS_REFUSED })).toBeVisible();
  await shots.screen('editor-max-jobs-refused');

  // The API refuses it too, in its own format, and keeps what was saved.
  const refused = await request.patch(`${baseURL()}/django/api/job-search/job-preferences/${preferenceId}/`, {
    headers,
    data: { max_jobs: 1 },
  });
  expect(refused.status()).toBe(400);
  expect(await refused.json()).toEqual({ max_jobs: [MAX_JOBS_REFUSED] });

  // Raising it is saved; back on the dashboard the card offers Continue.
  await maxJobs.fill('3');
  await page.getByRole('button', { name: 'Update Job Search' }).click();
  await expect(page.getByText('Job search updated successfully')).toBeVisible();
  await page.getByRole('button', { name: 'Back to Dashboard' }).click();
  await expect(card).toContainText('2 jobs applied out of 3');
  await expect(card.getByRole('button', { name: 'Continue Python Developer in Toronto' })).toBeVisible();

  // The details say when the run started, with the time.
  await card.getByRole('button', { name: 'View details of Python Developer in Toronto' }).click();
  await expect(page.getByRole('heading', { name: 'Search Details' })).toBeVisible();
  await expect(
    page.getByRole('definition').filter({ hasText: /^\w{3} \d{1,2}, \d{4}, \d{1,2}:\d\d:\d\d [AP]M$/ }),
  ).not.toHaveCount(0);
  await shots.screen('details-started');
});
