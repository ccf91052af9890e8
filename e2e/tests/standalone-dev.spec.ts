import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { setUpUser } from '../support/api-user';
import { baseURL } from '../support/base-url';
import { copyRemoteSources, startRemoteDevServer } from '../support/dev-server';
import type { RunningProcess } from '../support/web-server';

// Each remote's `pnpm dev` used alone, as a team working on that remote would: its own dev server
// (the real `rspack serve`, its own origin) against the real API server of the global setup
// through the dev server's proxy. The dev servers share one dev session, so signing in on one
// signs in on all; searches loads the settings dialogs from the built settings remote.

const REMOTES = ['auth', 'profile', 'searches', 'settings'] as const;
const devServers = new Map<(typeof REMOTES)[number], RunningProcess>();
const dev = (remote: (typeof REMOTES)[number]) => devServers.get(remote)!.url;

const email = `standalone-${Date.now()}@example.com`;
const password = 'correct horse battery';

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ request }) => {
  // A first build of each remote takes a while on a small machine: started together, once.
  test.setTimeout(240_000);
  const started = await Promise.allSettled(REMOTES.map((remote) => startRemoteDevServer(remote, baseURL())));
  started.forEach((result, i) => result.status === 'fulfilled' && devServers.set(REMOTES[i]!, result.value));
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
  await setUpUser(request, {
    email,
    password,
    customAnswers: { 'Mobile phone number': '5550100200' },
    preference: { search_term: 'Standalone Engineer', location: 'Lisbon', time_period: 'past_one_month', max_jobs: 3 },
  });
});

test.afterAll(async () => {
  // Signed out at the end: the shared session file goes with it.
  const any = devServers.values().next().value;
  if (any) {
    await fetch(`${any.url}/__dev/session`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ access: null, refresh: null }),
    });
  }
  await Promise.all([...devServers.values()].map((server) => server.stop()));
});

const frame = (page: Page) => page.getByRole('navigation', { name: 'Standalone' });

test('settings alone: the frame signs in, and the dialogs save to the real API', async ({ page }) => {
  await page.goto(`${dev('settings')}/settings`);
  await expect(frame(page).getByText('settings (standalone)')).toBeVisible();
  // Nobody has signed in on any dev server yet: the frame offers its own sign-in.
  const signIn = page.getByRole('form', { name: 'Dev sign-in' });
  await signIn.getByLabel('Email').fill(email);
  await signIn.getByLabel('Password', { exact: true }).fill('not the password');
  await signIn.getByRole('button', { name: 'Sign in' }).click();
  await expect(signIn.getByRole('alert')).toHaveText('No active account found with the given credentials');
  await signIn.getByLabel('Password', { exact: true }).fill(password);
  await signIn.getByRole('button', { name: 'Sign in' }).click();
  await expect(frame(page).getByRole('status')).toHaveText(`Signed in as ${email}Sign out`);

  await page.getByRole('button', { name: 'Configure Resume' }).click();
  const resumes = page.getByRole('dialog', { name: 'Upload Resume' });
  await expect(resumes.getByRole('list', { name: 'Your resumes' }).getByRole('listitem')).toHaveCount(1);
  await resumes.getByRole('button', { name: 'Close' }).first().click();

  await page.getByRole('button', { name: 'Configure Extra Info' }).click();
  const info = page.getByRole('dialog', { name: 'Additional Information' });
  await info.getByLabel('Expected Pay').fill('98765');
  await info.getByRole('button', { name: 'Save Information' }).click();
  await expect(page.getByLabel('Last report')).toContainText('"expected_pay": "98765"');
  const saved = await page.request.get(`${dev('settings')}/django/api/job-search/extra-information/`, {
    headers: { authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('token'))}` },
  });
  // The list of the user's one record (product §3).
  expect((await saved.json())[0].expected_pay).toBe('98765');
});

test('auth alone: already signed in through the dev session; signs out and in on its own login page', async ({
  page,
}) => {
  await page.goto(`${dev('auth')}/login`);
  // Another origin, another browser context: the session came from the settings dev server.
  await expect(frame(page).getByRole('status')).toHaveText(`Signed in as ${email}Sign out`);
  await frame(page).getByRole('button', { name: 'Sign out' }).click();
  await expect(frame(page).getByRole('status')).toHaveText('Signed out');

  // Lazy compilation once reloaded the page after a first visit, losing the sign-in: no reload now.
  await page.evaluate(() => Object.assign(window, { __noReloadMarker: true }));
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(frame(page).getByRole('status')).toHaveText(`Signed in as ${email}Sign out`);
  await frame(page).getByRole('link', { name: '/register' }).click();
  expect(await page.evaluate(() => (window as { __noReloadMarker?: boolean }).__noReloadMarker)).toBe(true);
  // Still signed in after a reload.
  await page.reload();
  await expect(frame(page).getByRole('status')).toHaveText(`Signed in as ${email}Sign out`);
});

test('profile alone: signed in by the auth dev server, changes the first name', async ({ page }) => {
  await page.goto(`${dev('profile')}/profile`);
  await expect(frame(page).getByRole('status')).toHaveText(`Signed in as ${email}Sign out`);
  const firstName = page.getByLabel('First Name');
  await expect(firstName).toHaveValue('Grace');
  await firstName.fill('Ada');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Profile updated successfully.')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('First Name')).toHaveValue('Ada');
});

test('searches alone: lists the search, and opens the settings dialog from the built settings remote', async ({
  page,
}) => {
  // Live updates too, through the dev server's origin: socket and channel authorization proxied.
  const socket = page.waitForEvent('websocket', (ws) =>
    ws.url().startsWith(`${dev('searches').replace('http', 'ws')}/app/`),
  );
  await page.goto(`${dev('searches')}/dashboard`);
  await expect(frame(page).getByRole('status')).toHaveText(`Signed in as ${email}Sign out`);
  await (
    await socket
  ).waitForEvent('framereceived', (frame) => String(frame.payload).includes('pusher_internal:subscription_succeeded'));
  // The settings remote's manifest of the version remotes.json names, through the dev server's origin
  // (the editor may ask for it as soon as it opens).
  const manifestUrl = new RegExp(`^${dev('searches')}/remotes/settings/[^/]+/mf-manifest\\.json$`);
  const manifest = page.waitForResponse((r) => manifestUrl.test(r.url()));
  const card = page.getByRole('article', { name: 'Job search: Standalone Engineer' });
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: /^Edit / }).click();
  await expect(page.getByRole('heading', { name: 'Edit Job Search' })).toBeVisible();
  await page.getByRole('button', { name: /^Configure Resume/ }).click();
  expect((await manifest).ok()).toBe(true);
  const dialog = page.getByRole('dialog', { name: 'Upload Resume' });
  await expect(dialog.getByRole('list', { name: 'Your resumes' }).getByRole('listitem')).toHaveCount(1);
});

test('an edit is applied in place: the page keeps its signed-in state and unsaved input', async ({ page }) => {
  test.setTimeout(180_000);
  // A copy of the profile remote, so the test can edit its sources under a dev server of its own.
  const copy = copyRemoteSources('profile');
  const server = await startRemoteDevServer('profile', baseURL(), copy.dir).catch((error: unknown) => {
    copy.remove();
    throw error;
  });
  try {
    await page.goto(`${server.url}/profile`);
    await expect(frame(page).getByRole('status')).toHaveText(`Signed in as ${email}Sign out`);
    await expect(page.getByLabel('First Name')).toHaveValue('Ada');
    await page.getByLabel('First Name').fill('Not saved yet');
    // A full reload would lose this marker (and the unsaved input).
    await page.evaluate(() => Object.assign(window, { __noReloadMarker: true }));

    const form = path.join(copy.dir, 'src/features/profile/components/profile-form.tsx');
    writeFileSync(form, readFileSync(form, 'utf8').replace('<h1>Your Profile</h1>', '<h1>Your Profile, edited</h1>'));

    await expect(page.getByRole('heading', { name: 'Your Profile, edited' })).toBeVisible({ timeout: 60_000 });
    await expect(page.getByLabel('First Name')).toHaveValue('Not saved yet');
    await expect(frame(page).getByRole('status')).toHaveText(`Signed in as ${email}Sign out`);
    expect(await page.evaluate(() => (window as { __noReloadMarker?: boolean }).__noReloadMarker)).toBe(true);
  } finally {
    await server.stop();
    copy.remove();
  }
});
