import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { sandboxURL, webDir } from '../support/base-url';
import { sandbox, setUpUser, signInThroughPage } from '../support/api-user';
import { pythonJob } from '../support/sandbox-run';
import { startServer } from '../support/web-server';

// The page is true after any gap (docs/product.md §2.4, §4.4, §4.5): a server of this test's own,
// on a fixed port and data directory, killed mid-run (SIGKILL, as a crash) and started again,
// while the page stays open. Real Chromium, the real server and its bot on the LinkedIn sandbox.

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

const PASSWORD = 'correct horse battery';
const JOBS = ['7601', '7602', '7603', '7604'].map((id) => pythonJob(id));

/** The helpers read E2E_BASE_URL at each call: pointed at this test's server while it runs. */
async function withOwnServer(
  run: (server: { url: string; restart(): Promise<void>; kill(): Promise<void> }) => Promise<void>,
) {
  const shared = process.env.E2E_BASE_URL;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'jobpilot-e2e-gap-'));
  const port = await freePort();
  const start = () => startServer(webDir(), { linkedinBaseURL: sandboxURL(), port, dataDir });
  let server = await start();
  process.env.E2E_BASE_URL = server.url;
  try {
    await run({
      url: server.url,
      kill: () => server.kill(),
      async restart() {
        server = await start();
      },
    });
  } finally {
    await server.stop();
    process.env.E2E_BASE_URL = shared;
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The page's live socket can be held down (a network gap) while the server is up again. */
async function switchableLiveSocket(page: Page) {
  let down = false;
  await page.routeWebSocket(/\/app\//, (ws) => {
    if (down) ws.close({ code: 4000, reason: 'network down' });
    else ws.connectToServer();
  });
  return {
    hold: () => {
      down = true;
    },
    release: () => {
      down = false;
    },
  };
}

async function searchOf(request: APIRequestContext, url: string, token: string) {
  const res = await request.get(`${url}/django/api/job-search/`, { headers: { authorization: `Bearer ${token}` } });
  return ((await res.json()) as Array<{ id: number; status: string; verification_seconds_left: number | null }>)[0]!;
}

async function newestPin(to: string, after: string | undefined) {
  for (let i = 0; i < 100; i += 1) {
    const mails = (await sandbox('/__sandbox/mailbox.json')) as Array<{ to: string; pin: string }>;
    const pin = mails.find((m) => m.to === to)?.pin;
    if (pin && pin !== after) return pin;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no new PIN mailed to ${to}`);
}

test.describe.configure({ mode: 'serial' });
test.afterAll(async () => {
  await sandbox('/__sandbox/reset');
});

test('a server stopped mid-run shows as a lost connection; restarted, the page is live and true again, with the PIN asked meanwhile', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  await sandbox('/__sandbox/reset', { jobs: JOBS });
  await withOwnServer(async (server) => {
    const stamp = `${Date.now()}`;
    const email = `gap-${stamp}@example.com`;
    const linkedin = `gap-${stamp}+verify@example.com`;
    const { token } = await setUpUser(request, {
      email,
      password: PASSWORD,
      customAnswers: { 'Mobile phone number': '5550100200' },
      preference: { search_term: 'Python Developer', location: 'Toronto', time_period: 'past_one_month', max_jobs: 3 },
      linkedin: { username: linkedin, password: 'sandbox-password' },
    });
    const socket = await switchableLiveSocket(page);

    await signInThroughPage(page, email, PASSWORD);
    const card = page.getByRole('article', { name: 'Job search: Python Developer' });
    const strip = page.getByRole('status').filter({ hasText: 'Credits and progress show the last update received.' });
    const codeDialog = page.getByRole('dialog', { name: 'LinkedIn Verification Required' });

    await card.getByRole('button', { name: 'Start Python Developer in Toronto' }).click();
    await expect(codeDialog).toBeVisible({ timeout: 60_000 });
    const firstPin = await newestPin(linkedin, undefined);

    // The server dies while the bot waits for the PIN: the page says so within 10 s.
    await server.kill();
    const stoppedAt = Date.now();
    await expect(strip).toContainText('Reconnecting…', { timeout: 10_000 });
    expect(Date.now() - stoppedAt).toBeLessThan(10_000);
    await expect(card.getByText('Last known: Running')).toBeVisible();
    await expect(strip).toContainText('Connection lost — retrying', { timeout: 15_000 });
    await expect(strip.getByRole('button', { name: 'Retry now' })).toBeVisible();

    // Back up, but the page's socket held down: the run resumes and LinkedIn asks for a new PIN in the gap.
    socket.hold();
    await server.restart();
    // (The first request died with the server; the resumed run forgets it and asks anew.)
    const secondPin = await newestPin(linkedin, firstPin);
    await expect
      .poll(async () => (await searchOf(request, server.url, token)).verification_seconds_left, { timeout: 60_000 })
      .not.toBeNull();
    const left = (await searchOf(request, server.url, token)).verification_seconds_left!;
    const askedUntil = Date.now() + left * 1000;

    // The network comes back: live again within 10 s, and the dialog counts down the bot's current
    // request (the first one's dialog, if still open, had its own, earlier end).
    const releasedAt = Date.now();
    socket.release();
    await expect(strip).toBeHidden({ timeout: 10_000 });
    expect(Date.now() - releasedAt).toBeLessThan(10_000);
    await expect(codeDialog).toBeVisible();
    const shown = async () =>
      Number(/(\d+) seconds?/.exec((await codeDialog.getByRole('timer').textContent()) ?? '')?.[1]);
    // The page re-reads its searches once live again; a server just started, on a loaded machine,
    // can take several seconds to answer that read.
    await expect
      .poll(async () => Math.abs((await shown()) - (askedUntil - Date.now()) / 1000), {
        timeout: 20_000,
        message: "the dialog's countdown should be the bot's current request's, within 4 s",
      })
      .toBeLessThan(4);
    await codeDialog.getByPlaceholder('Enter 6-digit code').fill(secondPin);
    await codeDialog.getByRole('button', { name: /submit/i }).click();
    await expect(page.getByText('Successfully logged into LinkedIn!')).toBeVisible({ timeout: 60_000 });

    const recent = page.getByRole('list', { name: 'Recent applications' });
    await expect(card.getByText('Completed', { exact: true })).toBeVisible({ timeout: 90_000 });
    await expect(recent.getByText('Applied', { exact: true })).toHaveCount(3);
    await expect(page.getByRole('navigation', { name: 'Main' }).getByText('Credits: 7')).toBeVisible();
  });
});

test('the process that records an application dies before announcing it: the page still shows it, without a reload', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  await sandbox('/__sandbox/reset', { jobs: JOBS });
  await withOwnServer(async (server) => {
    const stamp = `${Date.now()}`;
    const email = `crash-${stamp}@example.com`;
    const linkedin = `crash-${stamp}@example.com`;
    await setUpUser(request, {
      email,
      password: PASSWORD,
      customAnswers: { 'Mobile phone number': '5550100200' },
      preference: { search_term: 'Python Developer', location: 'Toronto', time_period: 'past_one_month', max_jobs: 2 },
      linkedin: { username: linkedin, password: 'sandbox-password' },
    });
    await signInThroughPage(page, email, PASSWORD);
    const card = page.getByRole('article', { name: 'Job search: Python Developer' });
    const recent = page.getByRole('list', { name: 'Recent applications' });
    await card.getByRole('button', { name: 'Start Python Developer in Toronto' }).click();

    // The moment LinkedIn has the first application, the server (the process recording it) is killed:
    // it has not announced it, and may not even have recorded it.
    const mine = async () =>
      ((await sandbox('/__sandbox/submissions')) as Array<{ jobId: string; account: string }>).filter(
        (s) => s.account === linkedin,
      );
    let first: string | undefined;
    for (let i = 0; i < 1200 && !first; i += 1) {
      first = (await mine())[0]?.jobId;
      if (!first) await new Promise((resolve) => setTimeout(resolve, 25));
    }
    expect(first, 'a first submission').toBeDefined();
    await server.kill();
    await expect(recent.getByText('Applied', { exact: true })).toHaveCount(0);

    await server.restart();
    // No reload: the page learns of the application after it reconnects.
    await expect(recent.getByRole('listitem', { name: `Python Developer at Company ${first}` })).toContainText(
      'Applied',
      { timeout: 30_000 },
    );
    await expect(card.getByText('Completed', { exact: true })).toBeVisible({ timeout: 90_000 });
    await expect(recent.getByText('Applied', { exact: true })).toHaveCount(2);
    // Applied once: LinkedIn got each job once, and two credits went.
    const jobs = (await mine()).map((s) => s.jobId);
    expect(new Set(jobs).size).toBe(jobs.length);
    await expect(page.getByRole('navigation', { name: 'Main' }).getByText('Credits: 8')).toBeVisible();
  });
});
