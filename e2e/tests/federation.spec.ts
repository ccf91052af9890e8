import { renameSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { baseURL, webDir } from '../support/base-url';

test.describe.configure({ mode: 'serial' });

test('React, the router and the session store are single instances across the shell and the remotes', async ({
  page,
}) => {
  await page.goto(`${baseURL()}/login`);
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  const same = await page.evaluate(() => {
    const probes: Record<string, unknown> = (window as any).__APP_SINGLETONS__ ?? {};
    const { shell, auth } = probes as Record<string, Record<string, unknown>>;
    return {
      apps: Object.keys(probes).sort(),
      react: Boolean(shell?.useState) && shell?.useState === auth?.useState,
      store: Boolean(shell?.useSession) && shell?.useSession === auth?.useSession,
      router: Boolean(shell?.useNavigate) && shell?.useNavigate === auth?.useNavigate,
    };
  });
  expect(same).toEqual({ apps: ['auth', 'shell'], react: true, store: true, router: true });
});

test("a cold /login reads remotes.json and the auth remote's manifest from its page, without asking for them", async ({
  page,
}) => {
  const asked: string[] = [];
  page.on('request', (request) => asked.push(new URL(request.url()).pathname));
  await page.goto(`${baseURL()}/login`);
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  expect(asked.some((url) => url.startsWith('/remotes/auth/'))).toBe(true);
  expect(asked.filter((url) => url === '/remotes.json' || url.endsWith('/mf-manifest.json'))).toEqual([]);
});

test('an unreachable remote shows a fallback with Retry on its route only', async ({ page }) => {
  const dist = path.join(webDir(), 'remotes', 'auth', 'dist');
  renameSync(dist, `${dist}-away`);
  try {
    await page.goto(`${baseURL()}/login`);
    await expect(page.getByRole('alert')).toContainText('Sign in is unavailable right now');
    await expect(page.getByRole('link', { name: 'JobPilot AI, home' })).toBeVisible();
    await page.getByRole('link', { name: 'JobPilot AI, home' }).click(); // header still works
    await page.goto(`${baseURL()}/no-such-page`);
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
  } finally {
    renameSync(`${dist}-away`, dist);
  }
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
});

interface BuildManifest {
  shared: { name: string; assets: { js: { sync: string[] } } }[];
  exposes?: { path: string; assets: { js: { sync: string[] } } }[];
  routes?: { path: string; assets: { js: { sync: string[] } }; shared: string[]; start: string }[];
  metaData?: { remoteEntry: { name: string } };
}

test("a cold page runs its remote's entry, route table and page chunks as one start file, and preloads the shell's copies of what they share: zod for the search editor, none for the dashboard", async ({
  request,
}) => {
  const get = async (url: string) => {
    const response = await request.get(`${baseURL()}${url}`);
    expect(response.status(), url).toBe(200);
    return response;
  };
  const { entry } = (await (await get('/remotes.json')).json()).searches as { entry: string };
  const base = entry.replace(/mf-manifest\.json$/, '');
  const searches = (await (await get(entry)).json()) as BuildManifest;
  const shell = (await (await get('/mf-manifest.json')).json()) as BuildManifest;
  const routeTable = searches.exposes!.find((e) => e.path === './routes')!.assets.js.sync.map((f) => base + f);
  const zod = shell.shared.find((s) => s.name === 'zod')!.assets.js.sync.map((f) => `/${f}`);
  expect(zod.length).toBeGreaterThan(0);

  const page = async (path: string) => {
    const html = await (await get(path)).text();
    const scripts = [...html.matchAll(/<script defer src="([^"]+)"/g)].map((m) => m[1]!);
    const preloads = [...html.matchAll(/<link rel="preload" href="([^"]+)"/g)].map((m) => m[1]!);
    const route = searches.routes!.find((r) => r.path === path)!;
    // The shell's first chunk, then the route's start file.
    expect(scripts.slice(1)).toEqual([base + route.start]);
    expect(html).toContain(`data-remote-entry="${base}${searches.metaData!.remoteEntry.name}"`);
    // It holds the entry, then the route table (it runs before the page does), then the page's chunks.
    const start = await (await get(base + route.start)).text();
    const parts = [
      base + searches.metaData!.remoteEntry.name,
      ...routeTable,
      ...route.assets.js.sync.map((f) => base + f),
    ];
    expect(route.assets.js.sync.length).toBeGreaterThan(0);
    const offsets: number[] = [];
    for (const part of parts) offsets.push(start.indexOf(await (await get(part)).text()));
    expect(offsets.every((offset, i) => offset >= 0 && (i === 0 || offset > offsets[i - 1]!))).toBe(true);
    expect(new Set(preloads).size).toBe(preloads.length);
    for (const href of preloads) await get(href);
    return { preloads, shared: route.shared };
  };

  const editor = await page('/job-search');
  expect(editor.shared).toContain('zod');
  expect(editor.preloads).toEqual(expect.arrayContaining(zod));
  // The dashboard renders without zod (it comes after the first paint, with the contract).
  const dashboard = await page('/dashboard');
  expect(dashboard.shared).not.toContain('zod');
  for (const file of zod) expect(dashboard.preloads).not.toContain(file);
});
