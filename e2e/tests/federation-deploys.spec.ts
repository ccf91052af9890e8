import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { baseURL, webDir } from '../support/base-url';
import { expect, test } from '../support/fixtures';
import { repoRoot } from '../support/web-server';

// Remote releases as a team ships them: each build of a remote is a new version folder; "deploying"
// it is copying that folder next to the others in the served web folder (the server's remotes.json
// then names the newest). The broken releases are real builds of the profile remote, changed by
// e2e/fixtures/profile-variant.rspack.cjs (no switch in the product's code).

test.describe.configure({ mode: 'serial' });

const sharedVersion: string = JSON.parse(
  readFileSync(path.join(repoRoot, 'packages/shared/package.json'), 'utf8'),
).version;
/** What the "incompatible" release needs: the next major of the workspace's @app/shared. */
const nextSharedMajor = `${Number(sharedVersion.split('.')[0]) + 1}.0.0`;
let releases: string;
const deployed: string[] = [];

/** Builds a release of a remote into the releases folder (`variant`: a broken build, see the fixture). */
function buildRelease(remote: string, version: string, variant?: 'incompatible' | 'newer-minor' | 'crash') {
  const config = variant ? ['-c', path.join(repoRoot, 'e2e/fixtures/profile-variant.rspack.cjs')] : [];
  const result = spawnSync('pnpm', ['exec', 'rspack', 'build', ...config], {
    cwd: path.join(repoRoot, 'remotes', remote),
    env: {
      ...process.env,
      MF_BUILD_VERSION: version,
      OUTPUT_DIR: path.join(releases, remote),
      ...(variant && { VARIANT: variant }),
    },
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`Building ${remote} ${version} failed:\n${result.stderr}`);
}

/** Publishes a built release: its folder lands beside the versions already served. */
function deploy(remote: string, version: string) {
  const target = path.join(webDir(), 'remotes', remote, 'dist', version);
  cpSync(path.join(releases, remote, version), target, { recursive: true });
  deployed.push(target);
}

async function servedVersion(page: Page, remote: string): Promise<string> {
  const remotes = await (await page.request.get(`${baseURL()}/remotes.json`)).json();
  return remotes[remote].version;
}

test.beforeAll(() => {
  test.setTimeout(240_000);
  releases = mkdtempSync(path.join(os.tmpdir(), 'jobpilot-e2e-releases-'));
  buildRelease('profile', '2.3.0', 'incompatible');
  buildRelease('profile', '2.2.5', 'newer-minor');
  buildRelease('profile', '3.0.0', 'crash');
  buildRelease('profile', '3.0.1');
  buildRelease('auth', '1.1.0-e2e');
});

test.afterAll(() => {
  // Later spec files get the checkout's own versions back.
  for (const folder of deployed) rmSync(folder, { recursive: true, force: true });
  rmSync(releases, { recursive: true, force: true });
});

test('a remote built against another @app/shared is refused at load: its fallback names the clash, the rest works', async ({
  signedInPage: page,
}) => {
  deploy('profile', '2.3.0');
  try {
    await page.goto(`${baseURL()}/profile`);
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Your profile is unavailable right now');
    await expect(alert).toContainText(
      `does not fit the version of the app you are running (profile 2.3.0 needs @app/shared ^${nextSharedMajor} — this shell has ${sharedVersion})`,
    );
    // Refused on its manifest: its exposed module never ran (it registers a probe when it does).
    expect(await page.evaluate(() => Object.keys((window as any).__APP_SINGLETONS__ ?? {}))).not.toContain('profile');
    await page.getByRole('link', { name: 'JobPilot AI, home' }).click();
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  } finally {
    rmSync(deployed.pop()!, { recursive: true, force: true });
  }
});

test('a remote built against a newer minor of @app/shared runs in this shell: its page renders, no fallback', async ({
  signedInPage: page,
}) => {
  deploy('profile', '2.2.5');
  try {
    const manifest = await (await page.request.get(`${baseURL()}/remotes/profile/2.2.5/mf-manifest.json`)).json();
    const ui = manifest.shared.find((s: { name: string }) => s.name === '@app/shared/ui');
    // Built against a newer minor than the shell's, and needing only its major.
    expect(ui.version).not.toBe(sharedVersion);
    expect(ui.requiredVersion).toBe(`^${sharedVersion.split('.')[0]}.0.0`);
    await page.goto(`${baseURL()}/profile`);
    await expect(page.getByRole('heading', { name: 'Your Profile' })).toBeVisible();
    await expect(page.locator('[data-remote="profile"]')).toHaveAttribute('data-remote-version', '2.2.5');
    await expect(page.getByRole('alert')).toHaveCount(0);
    // It runs on the shell's copies of the singletons (one React, one session store).
    const same = await page.evaluate(() => {
      const { shell, profile } = (window as any).__APP_SINGLETONS__ ?? {};
      return Boolean(profile?.useSession) && shell?.useSession === profile?.useSession;
    });
    expect(same).toBe(true);
  } finally {
    rmSync(deployed.pop()!, { recursive: true, force: true });
  }
});

test('a remote redeployed while a tab is open: the tab keeps its version, a reload runs the new one', async ({
  page,
}) => {
  const before = await servedVersion(page, 'auth');
  await page.goto(`${baseURL()}/login`);
  const marker = page.locator('[data-remote="auth"]');
  await expect(marker).toHaveAttribute('data-remote-version', before);

  deploy('auth', '1.1.0-e2e');
  expect(await servedVersion(page, 'auth')).toBe('1.1.0-e2e');
  const newVersionFiles: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/remotes/auth/1.1.0-e2e/')) newVersionFiles.push(request.url());
  });
  // Another page of the same remote, its code loaded on demand: still the version the tab loaded.
  await page.getByRole('link', { name: 'Sign up' }).click();
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  await expect(marker).toHaveAttribute('data-remote-version', before);
  expect(newVersionFiles).toEqual([]);

  await page.reload();
  await expect(marker).toHaveAttribute('data-remote-version', '1.1.0-e2e');
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  // The manifest the shell checked is the one the runtime loads: the copy the page came with, so
  // never asked for; the new version's entry, once (in the route's start file the page runs).
  expect(newVersionFiles.filter((url) => url.endsWith('/mf-manifest.json'))).toEqual([]);
  expect(newVersionFiles.filter((url) => /\/(remoteEntry|start\.[0-9a-f]{8})\.js$/.test(url))).toHaveLength(1);
});

test('a remote that hangs shows its fallback within 5 s, and Retry loads it once it answers', async ({
  signedInPage: page,
}) => {
  // Its entry script (alone, or in the route's start file the page runs) is requested and never
  // answered (as a stuck CDN or server would), whatever the query: the runtime asks again, under a
  // new URL, after a first attempt timed out.
  const profileEntry = (url: URL) =>
    /^\/remotes\/profile\/[^/]+\/(remoteEntry|start\.[0-9a-f]{8})\.js$/.test(url.pathname);
  await page.route(profileEntry, () => undefined);
  await page.goto(`${baseURL()}/profile`, { waitUntil: 'commit' });
  await expect(page.getByRole('status', { name: 'Loading Your profile' })).toBeVisible();
  // The shell gives up after 4 s: the bound is the "within 5 s".
  await expect(page.getByRole('alert')).toContainText('did not answer. Check your connection and try again.', {
    timeout: 5_000,
  });
  await page.unroute(profileEntry);
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { name: 'Your Profile' })).toBeVisible();
});

test('a release that crashes while rendering, then a fixed release: Retry shows the fix without a reload', async ({
  signedInPage: page,
}) => {
  deploy('profile', '3.0.0');
  await page.goto(`${baseURL()}/profile`);
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('stopped because of an error on our side. Try again in a moment.');
  await expect(alert).not.toContainText('connection');
  await page.evaluate(() => ((window as any).sameDocument = true));

  deploy('profile', '3.0.1');
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { name: 'Your Profile' })).toBeVisible();
  await expect(page.locator('[data-remote="profile"]')).toHaveAttribute('data-remote-version', '3.0.1');
  expect(await page.evaluate(() => (window as any).sameDocument)).toBe(true);
});
