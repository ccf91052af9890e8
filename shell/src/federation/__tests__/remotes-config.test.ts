import { remoteManifestUrl } from '@app/shared/federation';
import { pageDataScript, REMOTES_CONFIG_ID } from '@app/shared/page-data';

// remotes.json as the server puts it in the page (the server's own function builds it here):
// the start-up reads it without a request; Retry reads the file again from the network.

type RemotesConfigModule = typeof import('../remotes-config');
let config: RemotesConfigModule;
let fetched: string[];
const served = { auth: { entry: '/remotes/auth/2.1.0/mf-manifest.json', version: '2.1.0' } };

beforeEach(async () => {
  jest.resetModules();
  config = await import('../remotes-config');
  fetched = [];
  global.fetch = jest.fn(async (url: string) => {
    fetched.push(String(url));
    return { ok: true, status: 200, json: async () => served };
  }) as unknown as typeof fetch;
});

it('reads remotes.json from the page, with no request, and its routes', async () => {
  const inPage = {
    auth: {
      entry: '/remotes/auth/2.0.0/mf-manifest.json',
      version: '2.0.0',
      routes: [{ path: '/login', guard: 'guest-only', title: 'Sign in' }],
    },
  };
  document.head.innerHTML = pageDataScript({ id: REMOTES_CONFIG_ID }, inPage);
  await config.registerRemotesFromConfig();
  expect(fetched).toEqual([]);
  expect(remoteManifestUrl('auth')).toBe('/remotes/auth/2.0.0/mf-manifest.json');
  expect(config.remoteRoutes()).toEqual({
    routes: [{ remote: 'auth', path: '/login', guard: 'guest-only', title: 'Sign in' }],
    read: true,
  });
  // Retry, after a deploy: the file as it is now.
  await config.refreshRemote('auth');
  expect(fetched).toEqual(['/remotes.json']);
  expect(remoteManifestUrl('auth')).toBe('/remotes/auth/2.1.0/mf-manifest.json');
});

it('fetches remotes.json when the page does not hold it', async () => {
  document.head.innerHTML = '';
  await config.registerRemotesFromConfig();
  expect(fetched).toEqual(['/remotes.json']);
  expect(remoteManifestUrl('auth')).toBe('/remotes/auth/2.1.0/mf-manifest.json');
});
