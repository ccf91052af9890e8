/**
 * @jest-environment jsdom
 */
import { preloadRemoteRoute } from '../remote-modules';
import { registerRemote } from '../registry';

const manifest = {
  name: 'searches',
  metaData: { globalName: 'searches@2', remoteEntry: { name: 'remoteEntry.js', path: '' } },
  shared: [
    { name: 'zod', version: '4.6.7', assets: { js: { sync: ['zod.1.js'] } } },
    { name: '@tanstack/react-query', version: '5.1.0', assets: { js: { sync: ['query.2.js'] } } },
  ],
  exposes: [{ path: './routes', assets: { js: { sync: ['routes.3.js'] } } }],
  routes: [
    {
      path: '/dashboard',
      assets: { js: { sync: ['common.4.js', 'dashboard.5.js'] } },
      shared: ['@tanstack/react-query', 'zod'],
    },
    { path: '/job-search/:id', assets: { js: { sync: ['details.6.js'] } }, shared: [] },
  ],
};

const preloaded = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((link) =>
    link.href.replace('http://localhost/remotes/searches/2/', ''),
  );

describe("preloading the current route's page", () => {
  beforeEach(() => {
    document.head.innerHTML = '';
    globalThis.fetch = jest.fn(async () => ({ ok: true, json: async () => manifest })) as unknown as typeof fetch;
    // The shell's share scope: it provides zod, not TanStack Query.
    globalThis.__webpack_share_scopes__ = { default: { zod: { '4.6.7': { from: 'shell' } } } };
    globalThis.__webpack_init_sharing__ = async () => undefined;
    registerRemote('searches', '/remotes/searches/2/mf-manifest.json');
  });
  afterEach(() => {
    delete globalThis.__webpack_share_scopes__;
    delete globalThis.__webpack_init_sharing__;
  });

  test("asks for the entry, the route table, the page's chunks and the remote's copy of what no app here provides", async () => {
    await preloadRemoteRoute('searches', '/dashboard');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(preloaded()).toEqual(['remoteEntry.js', 'routes.3.js', 'common.4.js', 'dashboard.5.js', 'query.2.js']);
  });

  test('only the route named: another page of the remote is not asked for', async () => {
    await preloadRemoteRoute('searches', '/job-search/:id');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(preloaded()).toContain('details.6.js');
    expect(preloaded()).not.toContain('dashboard.5.js');
  });
});
