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
