import { expect, test } from '@playwright/test';
import { sandbox, setUpUser } from '../support/api-user';
import { baseURL } from '../support/base-url';
import { screenRecorder } from '../support/journey-recorder';

// product §2.10: after a real run on the sandbox, the Credits page (opened from the header's
// credits) shows a −1 row for each job applied to, naming it and linking to its search, above the
// welcome credits; the balance matches the header's. This server sells no credits (no Stripe set
// up), so the page says how to get more from the operator. axe-core checks the page.

const QUESTIONS = [
  { id: 'years-python', type: 'numeric', label: 'How many years of work experience do you have with Python?' },
];
const job = (id: string) => ({
  id,
  title: 'Python Developer',
  company: `Company ${id}`,
  location: 'Toronto, Canada',
  postedDaysAgo: 1,
  description: 'Backend services in Python and Django.',
  questions: QUESTIONS,
});
const SCENARIO = { jobs: [job('9101'), job('9102')] };

test.describe.configure({ mode: 'serial' });
test.afterAll(async () => {
  await sandbox('/__sandbox/reset');
});

test('credits: the ledger shows what a run applied to, and the balance matches the header', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  await sandbox('/__sandbox/reset', SCENARIO);
  const shots = screenRecorder(page, testInfo, 'credits');
  const email = `mary-${Date.now()}-${testInfo.project.name}@example.com`;
  const password = 'correct horse battery';
  await setUpUser(request, {
    email,
    password,
    customAnswers: { 'Mobile phone number': '5550100200' },
    preference: { search_term: 'Python Developer', location: 'Toronto', time_period: 'past_one_month', max_jobs: 5 },
  });

  await page.goto(`${baseURL()}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const card = page.getByRole('article', { name: 'Job search: Python Developer' });
  await card.getByRole('button', { name: /^Start / }).click();
  await expect(card.getByText('Completed', { exact: true })).toBeVisible({ timeout: 90_000 });
  await expect(card).toContainText('2 jobs applied out of 5');

  const header = page.getByRole('navigation', { name: 'Main' });
  await header.getByRole('link', { name: 'Credits: 8' }).click();
  await expect(page).toHaveURL(/\/credits$/);
  const credits = page.getByRole('region', { name: 'Credits' });
  await expect(credits.getByText('You have 8 credits.')).toBeVisible();
  await expect(header.getByRole('link', { name: 'Credits: 8' })).toBeVisible();

  const rows = credits.getByRole('row');
  await expect(rows).toHaveCount(4); // the header row and three changes
  const cells = async (index: number) => (await rows.nth(index).getByRole('cell').allTextContents()).slice(1);
  expect(await cells(1)).toEqual(['−1', 'Applied to Python Developer at Company 9102', '8']);
  expect(await cells(2)).toEqual(['−1', 'Applied to Python Developer at Company 9101', '9']);
  expect(await cells(3)).toEqual(['+10', 'Welcome credits', '10']);
  // The date comes with its time.
  await expect(rows.nth(1).getByRole('cell').first()).toHaveText(/\d{1,2}:\d\d:\d\d\s?[AP]M$/);
  await expect(credits.getByText(/^Buying credits is not available on this JobPilot\./)).toBeVisible();
  await expect(credits.getByText(`pnpm --filter server cli credits grant ${email} <credits>`)).toBeVisible();
  await shots.screen('credits-after-run');

  // A charge links to the search it paid for.
  await credits.getByRole('link', { name: 'Applied to Python Developer at Company 9101' }).click();
  await expect(page).toHaveURL(/\/job-search\/\d+$/);
  await expect(page.getByText('2 jobs applied out of 5').first()).toBeVisible();

  const submissions = (await sandbox('/__sandbox/submissions')) as Array<{ jobId: string; account: string }>;
  expect(
    submissions
      .filter((s) => s.account === email)
      .map((s) => s.jobId)
      .sort(),
  ).toEqual(['9101', '9102']);
});
