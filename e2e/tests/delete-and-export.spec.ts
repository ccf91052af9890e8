import { readFile } from 'node:fs/promises';
import { parse } from 'csv-parse/sync';
import { baseURL } from '../support/base-url';
import { screenRecorder } from '../support/journey-recorder';
import { expect, test } from '../support/fixtures';
import { pythonJob, runFromCard, YEARS_PYTHON as YEARS } from '../support/sandbox-run';

// product §2, §2.8, §7: after a real run on the sandbox, Export CSV downloads the applications as
// the API lists them; a search is deleted through its card (its applications stay); then the
// account is deleted from Profile, and its old credentials no longer sign in. axe-core checks
// the two new dialogs. Desktop only.

const job = (id: string, extra: object = {}) => pythonJob(id, { company: `Company ${id}, "Quoted" & Co`, ...extra });
// One goes through (with its answer), one is closed (skipped, with the reason).
const SCENARIO = { jobs: [job('8301'), job('8302', { closed: true })] };
const HEADER = ['title', 'company', 'url', 'status', 'reason', 'date', 'questions and answers'];

test.describe.configure({ mode: 'serial' });
// The posting's question answered from the user's own custom answers.
test.use({ sandboxRun: { scenario: SCENARIO, customAnswers: { [YEARS]: '5' } } });

test('export the applications as CSV, delete a search, then delete the account', async ({
  page,
  request,
  searchOnDashboard: { email, password, headers, card },
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'desktop only');
  test.setTimeout(180_000);
  const shots = screenRecorder(page, testInfo, 'delete-and-export');

  // A real run on the sandbox records the applications.
  await runFromCard(card);
  const recent = page.getByRole('list', { name: 'Recent applications' }).getByRole('listitem');
  await expect(recent).toHaveCount(2);

  // Export CSV from Recent Applications: the file's rows are the applications the API lists.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('job-applications.csv');
  const bytes = await readFile((await download.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const [header, ...rows] = parse(bytes.toString('utf8'), { bom: true }) as string[][];
  expect(header).toEqual(HEADER);
  const listed = await (await request.get(`${baseURL()}/django/api/job-search/job-applications/`, { headers })).json();
  expect(listed).toHaveLength(2);
  expect(rows).toEqual(
    listed.map((a: any) => [
      a.job_title,
      a.company_name,
      a.job_url,
      a.status,
      a.error_message ?? '',
      a.created_at,
      a.answers.map((g: any) => `Q: ${g.question}\nA: ${g.answer}`).join('\n'),
    ]),
  );
  const applied = rows.find((row) => row[3] === 'applied')!;
  expect(applied[1]).toBe('Company 8301, "Quoted" & Co');
  expect(applied[6]).toContain(`Q: ${YEARS}\nA: 5`);
  expect(rows.find((row) => row[3] === 'skipped')![4]).not.toBe('');

  // Delete the search through its card: the confirmation names it; its applications stay.
  await card.getByRole('button', { name: 'Delete Python Developer in Toronto' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete the job search "Python Developer in Toronto"?' });
  await expect(confirm.getByRole('checkbox', { name: 'Also delete its applications' })).not.toBeChecked();
  await shots.screen('delete-search-dialog');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Job search deleted.')).toBeVisible();
  await expect(card).toHaveCount(0);
  await expect(page.getByText('No job searches yet')).toBeVisible();
  await expect(recent).toHaveCount(2);
  const kept = await (await request.get(`${baseURL()}/django/api/job-search/job-applications/`, { headers })).json();
  expect(kept.map((a: any) => a.job_search)).toEqual([null, null]);

  // Delete the account from Profile: the dialog names what goes and asks for the password.
  await page.goto(`${baseURL()}/profile`);
  await page.getByRole('button', { name: 'Delete account' }).click();
  const deletion = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(deletion.getByText('your resumes')).toBeVisible();
  await expect(deletion.getByText('your LinkedIn account and its saved session')).toBeVisible();
  await shots.screen('delete-account-dialog');
  await deletion.getByRole('textbox', { name: 'Current Password' }).fill('not my password');
  await deletion.getByRole('button', { name: 'Delete my account' }).click();
  await expect(deletion.getByText('Your current password is incorrect.')).toBeVisible();
  await deletion.getByRole('textbox', { name: 'Current Password' }).fill(password);
  await deletion.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Your account has been deleted.')).toBeVisible();

  // The old token and the old credentials no longer work.
  expect((await request.get(`${baseURL()}/django/api/accounts/users/me/`, { headers })).status()).toBe(401);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('No active account found with the given credentials')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});
