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
  routes?: { path: string; assets: { js: { sync: string[] } }; shared: string[] }[];
}

test("a cold page names its route table, then its page chunks and the shell's copies of what they share: zod for the search editor, none for the dashboard", async ({
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
    // Preloaded, or (the remote's own files) run as the page's deferred scripts.
    const preloads = [...html.matchAll(/<(?:link rel="preload" href|script defer src)="([^"]+)"/g)].map((m) => m[1]!);
    const route = searches.routes!.find((r) => r.path === path)!;
    const pageChunks = route.assets.js.sync.map((f) => base + f);
    expect(pageChunks.length).toBeGreaterThan(0);
    expect(preloads).toEqual(expect.arrayContaining([...routeTable, ...pageChunks]));
    // The route table first: it runs before the page does.
    expect(preloads.indexOf(routeTable[0]!)).toBeLessThan(preloads.indexOf(pageChunks[0]!));
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
