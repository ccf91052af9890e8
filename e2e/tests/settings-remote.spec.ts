import { expect, test } from '@playwright/test';
import { baseURL } from '../support/base-url';

// The settings dialogs are used inside the searches pages (another remote); this only checks that
// the server serves the production build and that a host loads it with the shared singletons.
test('the server serves the settings remote and the shell loads settings/components', async ({ page }) => {
  const remotes = await (await page.request.get(`${baseURL()}/remotes.json`)).json();
  const { entry, version } = remotes.settings;
  expect(entry).toBe(`/remotes/settings/${version}/mf-manifest.json`);
  const manifest = await (await page.request.get(`${baseURL()}${entry}`)).json();
  expect(manifest.exposes.map((e: { name: string }) => e.name)).toEqual(['components']);

  await page.goto(`${baseURL()}/login`);
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  const loaded = await page.evaluate(async () => {
    const federation = (globalThis as any).__FEDERATION__;
    const host = federation.__INSTANCES__.find((instance: { name: string }) => instance.name === 'shell');
    const components = await host.loadRemote('settings/components');
    const probes = (window as any).__APP_SINGLETONS__;
    return {
      exports: Object.keys(components).sort(),
      version: components.version,
      react: probes.settings.useState === probes.shell.useState,
      store: probes.settings.useSession === probes.shell.useSession,
    };
  });
  expect(loaded).toEqual({
    exports: ['ExtraInformationDialog', 'LinkedinCredentialsDialog', 'ResumePanel', 'version'],
    version,
    react: true,
    store: true,
  });
});
