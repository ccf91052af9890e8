import { rmSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { sandbox, setUpUser, signInThroughPage } from '../support/api-user';
import { sandboxURL } from '../support/base-url';
import { pythonJob } from '../support/sandbox-run';
import { copyBuiltApps, startServer, type RunningProcess } from '../support/web-server';

// Two tabs of one browser share one session (issue "Trust while it runs"): the tokens are in the
// storage every tab shares, the server rotates the refresh token at each refresh and refuses a
// rotated one. Against a server of its own whose access tokens live 6 s (long enough for a replay
// to reach a busy server before the new token expires), so that both tabs refresh several times
// while the test runs; each refresh is raced by calls from both tabs at once.

const ACCESS_TOKEN_SECONDS = 6;
const ROUNDS = 3;
const PASSWORD = 'correct horse battery';

let server: RunningProcess & { dataDir: string };
let webDir: string;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  webDir = copyBuiltApps();
  // Its bot drives global setup's LinkedIn sandbox, as `pnpm start` does.
  server = await startServer(webDir, {
    linkedinBaseURL: sandboxURL(),
    env: { ACCESS_TOKEN_LIFETIME: String(ACCESS_TOKEN_SECONDS) },
  });
});

test.afterAll(async () => {
  await server?.stop();
  rmSync(webDir, { recursive: true, force: true });
});

async function signIn(page: Page, email: string) {
  await page.goto(`${server.url}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

const dashboard = (page: Page) => page.getByRole('heading', { name: 'Dashboard' });
const signInPage = (page: Page) => page.getByRole('heading', { name: 'Welcome back' });

test('two tabs open longer than the access token lives: neither is signed out; signing out or in in one does it in the other', async ({
  context,
}) => {
  test.setTimeout(180_000);
  const email = `tabs-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const registered = await context.request.post(`${server.url}/django/api/accounts/users/register/`, {
    data: { first_name: 'Grace', last_name: 'Hopper', email, password: PASSWORD },
  });
  expect(registered.ok()).toBe(true);

  const [first, second] = [await context.newPage(), await context.newPage()];
  const refreshes: number[] = [];
  context.on('request', (request) => {
    if (request.url().endsWith('/accounts/token/refresh/')) refreshes.push(Date.now());
  });
  await signIn(first, email);
  await second.goto(`${server.url}/dashboard`);
  await expect(dashboard(second)).toBeVisible();

  // Several lifetimes of the access token; after each, both tabs call the API at the same moment
  // with the expired token (a reload asks for the user and the searches), so both need a refresh.
  const started = Date.now();
  for (let round = 0; round < ROUNDS; round += 1) {
    await first.waitForTimeout((ACCESS_TOKEN_SECONDS + 1) * 1000);
    await Promise.all([first.reload(), second.reload()]);
    await expect(dashboard(first)).toBeVisible();
    await expect(dashboard(second)).toBeVisible();
  }
  expect(Date.now() - started).toBeGreaterThan(ROUNDS * ACCESS_TOKEN_SECONDS * 1000);
  // The tokens were refreshed after each expiry (and the refresh tokens rotated with them).
  expect(refreshes.length).toBeGreaterThanOrEqual(ROUNDS);
  await expect(first.getByText('Your session has expired. Please log in again.')).toHaveCount(0);
  await expect(second.getByText('Your session has expired. Please log in again.')).toHaveCount(0);

  // Signing out in one tab signs the other out, without a reload there.
  await first.getByRole('button', { name: 'Account menu' }).click();
  await first.getByRole('menu', { name: 'Account' }).getByRole('menuitem', { name: 'Logout' }).click();
  await expect(signInPage(first)).toBeVisible();
  await expect(second).toHaveURL(/\/login$/);
  await expect(signInPage(second)).toBeVisible();

  // And signing in in one signs the other in.
  await signIn(second, email);
  await expect(first).toHaveURL(/\/dashboard$/);
  await expect(dashboard(first)).toBeVisible();
});

test('two tabs watch a run longer than the access token lives: neither is signed out, both see it end', async ({
  context,
}) => {
  test.setTimeout(240_000);
  // Enough postings that the run outlasts several access tokens; every attempt is a live event
  // that makes both pages read the API again, each time with whatever token the tabs hold.
  const POSTINGS = 10; // the sign-up credits: the run ends on its maximum, not out of credits
  const ids = Array.from({ length: POSTINGS }, (_, i) => String(8601 + i));
  await sandbox('/__sandbox/reset', { jobs: ids.map((id) => pythonJob(id)) });
  // A busy LinkedIn (429 with Retry-After: 1, once per posting) makes the run last longer than two
  // access tokens on any machine: on a fast one, ten postings alone took 11.5 s.
  for (const id of ids)
    await sandbox('/__sandbox/outage', { path: `/jobs/view/${id}/`, answer: '429', times: 1, retryAfter: 1 });
  const email = `run-tabs-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  await setUpUser(
    context.request,
    {
      email,
      password: PASSWORD,
      customAnswers: { 'Mobile phone number': '5550100200' },
      preference: {
        search_term: 'Python Developer',
        location: 'Toronto',
        time_period: 'past_one_month',
        max_jobs: POSTINGS,
      },
    },
    server.url,
  );
  const refreshes: number[] = [];
  context.on('request', (request) => {
    if (request.url().endsWith('/accounts/token/refresh/')) refreshes.push(Date.now());
  });
  const [board, details] = [await context.newPage(), await context.newPage()];
  await signInThroughPage(board, email, PASSWORD, server.url);
  const card = board.getByRole('article', { name: 'Job search: Python Developer' });
  await details.goto(`${server.url}/dashboard`);
  await details
    .getByRole('article', { name: 'Job search: Python Developer' })
    .getByRole('button', { name: /^View details of / })
    .click();
  await expect(details).toHaveURL(/\/job-search\/\d+$/);

  const started = Date.now();
  await card.getByRole('button', { name: 'Start Python Developer in Toronto' }).click();
  await expect(card.getByText('Completed', { exact: true })).toBeVisible({ timeout: 180_000 });
  await expect(details.getByText('Completed', { exact: true })).toBeVisible();
  const ran = Date.now() - started;
  // Both pages followed the whole run live, signed in, and every job went through.
  for (const page of [board, details]) {
    await expect(page).not.toHaveURL(/\/login$/);
    await expect(page.getByText('Your session has expired. Please log in again.')).toHaveCount(0);
  }
  await expect(details.getByRole('list', { name: 'Applications', exact: true }).getByRole('listitem')).toHaveCount(
    POSTINGS,
  );
  expect(ran, 'the run outlasted two access tokens').toBeGreaterThan(2 * ACCESS_TOKEN_SECONDS * 1000);
  expect(refreshes.length, 'the tabs refreshed their tokens during the run').toBeGreaterThanOrEqual(2);
});
