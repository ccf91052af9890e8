/**
 * @jest-environment jsdom
 */
import type { RemoteManifest } from '../manifest';
import { pageDataScript, REMOTE_MANIFEST_ATTRIBUTE, REMOTES_CONFIG_ID } from '../page-data';

// What the server writes into the page (page-data.ts, the same function the server calls) read
// back by the start-up: remotes.json and the path's remote's manifest, each once.

const MANIFEST_URL = '/remotes/auth/2.0.0/mf-manifest.json';
const manifest: RemoteManifest = {
  name: 'auth',
  metaData: { globalName: 'jobpilot_remote:auth@2.0.0', remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [{ path: './routes', assets: { js: { sync: ['routes.1.js'] } } }],
};

type Federation = typeof import('..');
let federation: Federation;
let fetched: string[];

beforeEach(async () => {
  jest.resetModules();
  federation = await import('..');
  fetched = [];
  global.fetch = jest.fn(async (url: string) => {
    fetched.push(String(url));
    return { ok: true, status: 200, json: async () => ({ name: 'auth', fetched: true }) };
  }) as unknown as typeof fetch;
  document.head.innerHTML =
    pageDataScript({ id: REMOTES_CONFIG_ID }, { auth: { entry: MANIFEST_URL, title: 'a </script> b' } }) +
    pageDataScript({ [REMOTE_MANIFEST_ATTRIBUTE]: MANIFEST_URL }, manifest);
});

test('remotes.json is read from the page once, escaped text and all; the next read goes to the network', () => {
  expect(document.querySelectorAll('script[type="application/json"]')).toHaveLength(2);
  expect(federation.takeInlineRemotesConfig()).toEqual({ auth: { entry: MANIFEST_URL, title: 'a </script> b' } });
  expect(federation.takeInlineRemotesConfig()).toBeUndefined();
});

test("the path's remote's manifest comes from the page, with no request; after a Retry it is fetched", async () => {
  federation.registerRemote('auth', MANIFEST_URL);
  const container = { init: jest.fn(), get: jest.fn(async () => () => 'routes') };
  (window as unknown as Record<string, unknown>)['jobpilot_remote:auth@2.0.0'] = container;
  globalThis.__webpack_share_scopes__ = { default: {} };
  globalThis.__webpack_init_sharing__ = jest.fn(async () => undefined);
  await expect(federation.loadRemoteModule('auth', './routes')).resolves.toBe('routes');
  expect(fetched).toEqual([]);
  expect(document.querySelector(`script[${REMOTE_MANIFEST_ATTRIBUTE}]`)).toBeNull();
  federation.forgetManifest(MANIFEST_URL);
  await federation.loadRemoteModule('auth', './routes').catch(() => undefined);
  expect(fetched).toEqual([`http://localhost${MANIFEST_URL}`]);
});

test('a manifest the page holds for another URL, or that does not parse, is not used', async () => {
  document.head.innerHTML =
    pageDataScript({ [REMOTE_MANIFEST_ATTRIBUTE]: '/remotes/auth/1.0.0/mf-manifest.json' }, manifest) +
    `<script type="application/json" ${REMOTE_MANIFEST_ATTRIBUTE}="${MANIFEST_URL}">{oops</script>`;
  federation.registerRemote('auth', MANIFEST_URL);
  await federation.loadRemoteModule('auth', './routes').catch(() => undefined);
  expect(fetched).toEqual([`http://localhost${MANIFEST_URL}`]);
});
