import { readFile } from 'node:fs/promises';
import { parse } from 'csv-parse/sync';
import { expect, test } from '../support/fixtures';
import { baseURL } from '../support/base-url';
import { screenRecorder } from '../support/journey-recorder';

// product §2.13: the job tracker, opened from the account menu. A job is added by hand beside one the
// user's API client added, moved to Interviewing then Offer, and the CSV export holds both jobs as
// the API lists them, quoting a company with a comma and quotes. axe-core checks the page. Desktop only.

const HEADER = ['Title', 'Company', 'Location', 'URL', 'Status', 'Notes', 'Added', 'Updated'];

test('job tracker: add a job, move it to Interviewing then Offer, export CSV', async ({
  signedInPage: page,
  user,
  request,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'desktop only');
  const shots = screenRecorder(page, testInfo, 'job-tracker');
  const jobsApi = `${baseURL()}/django/api/jobs`;
  const created = await request.post(jobsApi, {
    headers: user.headers,
    data: { title: 'Data Analyst', company: 'Umbrella', status: 'rejected', notes: 'No visa sponsorship' },
  });
  expect(created.status()).toBe(201);

  // From the account menu.
  await page.getByRole('button', { name: /account menu$/ }).click();
  await page.getByRole('menu', { name: 'Account' }).getByRole('menuitem', { name: 'Job tracker' }).click();
  await expect(page).toHaveURL(/\/jobs$/);
  await expect(page).toHaveTitle('Job tracker · JobPilot');
  await expect(page.getByRole('heading', { level: 1, name: 'Job tracker' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Tracked jobs' });
  await expect(table.getByRole('rowheader')).toHaveText(['Data Analyst']);

  // A job added by hand.
  await page.getByRole('button', { name: 'Add a job' }).click();
  const form = page.getByRole('form', { name: 'Add a job' });
  await form.getByLabel('Job title').fill('Staff Engineer');
  await form.getByLabel('Company').fill('Initech, "Quoted" & Co');
  await form.getByLabel('Location').fill('Remote');
  await form.getByLabel('Job link').fill('https://jobs.example.com/42');
  await form.getByLabel('Notes').fill('Referred by Sam');
  await shots.screen('add-job-form');
  await form.getByRole('button', { name: 'Add job' }).click();
  await expect(page.getByText('Job added to your tracker.')).toBeVisible();
  await expect(form).toBeHidden();
  await expect(table.getByRole('rowheader')).toHaveText(['Staff Engineer', 'Data Analyst']);

  // Applied → Interviewing → Offer, each saved before the next.
  const status = page.getByRole('combobox', { name: 'Status of Staff Engineer at Initech, "Quoted" & Co' });
  await expect(status).toHaveValue('applied');
  await status.selectOption({ label: 'Interviewing' });
  await expect(status).toBeEnabled();
  await expect(status).toHaveValue('interviewing');
  await status.selectOption({ label: 'Offer' });
  await expect(status).toBeEnabled();
  await expect(status).toHaveValue('offered');
  await expect(async () => {
    const listed = await (await request.get(jobsApi, { headers: user.headers })).json();
    expect(listed.map((job: { title: string; status: string }) => [job.title, job.status])).toEqual([
      ['Staff Engineer', 'offered'],
      ['Data Analyst', 'rejected'],
    ]);
  }).toPass();
  await shots.screen('tracker-after-offer');

  // The export: every job, as the API lists them.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('job-tracker.csv');
  const bytes = await readFile((await download.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const [header, ...rows] = parse(bytes.toString('utf8'), { bom: true }) as string[][];
  expect(header).toEqual(HEADER);
  const listed = await (await request.get(jobsApi, { headers: user.headers })).json();
  expect(rows).toEqual(
    listed.map((job: Record<string, string>) => [
      job.title,
      job.company,
      job.location,
      job.url,
      job.status === 'offered' ? 'Offer' : 'Rejected',
      job.notes,
      job.created_at,
      job.updated_at,
    ]),
  );
  expect(rows[0]!.slice(0, 6)).toEqual([
    'Staff Engineer',
    'Initech, "Quoted" & Co',
    'Remote',
    'https://jobs.example.com/42',
    'Offer',
    'Referred by Sam',
  ]);
});
