/**
 * @jest-environment jsdom
 */
import type { RemoteManifest } from '../manifest';
import type { ShareScope } from '../share-scope';

// The loader's steps against a real manifest server stand-in (fetch answers the manifest) and a
// container already on the page (its script is what container.test.ts covers). The share scope is
// the bundler's: a global in a federated build, set here as the build would.

const MANIFEST_URL = '/remotes/profile/2.3.0/mf-manifest.json';
const GLOBAL = 'jobpilot_remote:profile@2.3.0';

const manifest = (needs: string): RemoteManifest => ({
  name: 'profile',
  metaData: {
    globalName: GLOBAL,
    buildInfo: { buildVersion: '2.3.0' },
    remoteEntry: { name: 'remoteEntry.js', path: '' },
  },
  shared: [{ name: '@app/shared/ui', version: '3.0.0', requiredVersion: needs }],
  exposes: [{ path: './routes', assets: { js: { sync: ['routes.1.js'] } } }],
});

type Federation = typeof import('..');
let federation: Federation;
let scope: ShareScope;
const routes = { version: '2.3.0', routes: [] };
const container = { init: jest.fn(), get: jest.fn(async () => () => routes) };

/** fetch answering `status` with `body` (jsdom has no Response class). */
function answer(status: number, body?: RemoteManifest) {
  global.fetch = jest.fn(async () => ({ ok: status < 400, status, json: async () => body })) as unknown as typeof fetch;
}
const serveManifest = (body: RemoteManifest) => answer(200, body);

beforeEach(async () => {
  // A fresh copy each test: the loader keeps what it loaded.
  jest.resetModules();
  federation = await import('..');
  scope = { '@app/shared/ui': { '2.0.0': { from: 'shell', loaded: 1 } } };
  globalThis.__webpack_share_scopes__ = { default: scope };
  globalThis.__webpack_init_sharing__ = jest.fn(async () => undefined);
  (window as unknown as Record<string, unknown>)[GLOBAL] = container;
  container.init.mockClear();
  federation.registerRemote('profile', MANIFEST_URL);
});

test('loads the exposed module: the container is initialised with this page’s share scope', async () => {
  serveManifest(manifest('^2.0.0'));
  await expect(federation.loadRemoteModule('profile', './routes')).resolves.toBe(routes);
  expect(container.init).toHaveBeenCalledWith(scope);
  expect(container.get).toHaveBeenCalledWith('./routes');
});

test('a remote needing another major of a running singleton is refused before any of its code runs', async () => {
  serveManifest(manifest('^3.0.0'));
  await expect(federation.loadRemoteModule('profile', './routes')).rejects.toMatchObject({
    failure: { kind: 'incompatible', detail: 'profile 2.3.0 needs @app/shared ^3.0.0 — this shell has 2.0.0' },
  });
  expect(container.init).not.toHaveBeenCalled();
});

test('a manifest that cannot be read is unreachable; a remote nobody registered says so', async () => {
  answer(503);
  await expect(federation.loadRemoteModule('profile', './routes')).rejects.toMatchObject({
    failure: { kind: 'unreachable' },
  });
  await expect(federation.loadRemoteModule('nobody', './routes')).rejects.toThrow(
    'The "nobody" app is not configured.',
  );
});

test('what the module throws while loading is a crash named after the remote', async () => {
  serveManifest(manifest('^2.0.0'));
  container.get.mockRejectedValueOnce(new Error('Module "./routes" does not exist in container.'));
  await expect(federation.loadRemoteModule('profile', './routes')).rejects.toMatchObject({
    failure: { kind: 'crashed' },
  });
});
