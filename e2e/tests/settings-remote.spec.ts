import { baseURL } from '../support/base-url';
import { expect, test } from '../support/fixtures';

// The settings dialogs are used inside the searches pages (another remote): the server serves the
// production build, its manifest says what it exposes (the dialogs, and the routes of its My data
// page), and the searches remote loads it on the shell's page with the shell's shared singletons
// (one React, one session store).
test('the server serves the settings remote and the searches remote loads settings/components', async ({
  signedInPage: page,
}) => {
  const remotes = await (await page.request.get(`${baseURL()}/remotes.json`)).json();
  const { entry, version } = remotes.settings;
  expect(entry).toBe(`/remotes/settings/${version}/mf-manifest.json`);
  const manifest = await (await page.request.get(`${baseURL()}${entry}`)).json();
  expect(manifest.exposes.map((e: { path: string }) => e.path)).toEqual(['./components', './routes']);
  expect(remotes.settings.routes).toEqual([{ path: '/my-data', guard: 'auth', title: 'My data', menu: 'My data' }]);
  expect(manifest.metaData.buildInfo.buildVersion).toBe(version);

  await page.getByRole('button', { name: 'Start a Job Search' }).click();
  await page.getByRole('button', { name: /^Configure Extra Info/ }).click();
  await expect(page.getByRole('dialog', { name: 'Additional Information' })).toBeVisible();

  await page.waitForFunction(() => (window as any).__APP_SINGLETONS__?.settings);
  const probes = await page.evaluate(() => {
    const apps = (window as any).__APP_SINGLETONS__;
    return {
      loaded: Object.keys(apps).sort(),
      react: apps.settings.useState === apps.shell.useState,
      store: apps.settings.useSession === apps.shell.useSession,
    };
  });
  expect(probes).toEqual({
    loaded: expect.arrayContaining(['searches', 'settings', 'shell']),
    react: true,
    store: true,
  });
});
