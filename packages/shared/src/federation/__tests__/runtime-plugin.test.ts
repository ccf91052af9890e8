/**
 * @jest-environment jsdom
 */
import type { ModuleFederation } from '@module-federation/enhanced/runtime';
import { pageDataScript, REMOTE_ENTRY_ATTRIBUTE, REMOTE_MANIFEST_ATTRIBUTE } from '../page-data';
import type { RemoteLoadError } from '../remote-failure';

// The runtime plugin inside Module Federation's real runtime, as a shell's build runs it: a remote
// registered by its manifest URL, loaded with loadRemote. jsdom runs no script, so a load ends at
// the remote's entry, which is where these cases are decided: the manifest read (from the page or
// the network), the version check, and how a failure is named.

// One release folder per test: the runtime keeps manifests on the page's global object.
let release = 0;
let MANIFEST_URL: string;

const manifest = (needs: string) => ({
  id: 'profile',
  name: 'profile',
  metaData: {
    name: 'profile',
    globalName: 'jobpilot_remote:profile@2.3.0',
    buildInfo: { buildVersion: '2.3.0', buildName: 'profile' },
    publicPath: 'auto',
    remoteEntry: { name: 'remoteEntry.js', path: '', type: 'window' },
    types: { path: '', name: '', zip: '', api: '' },
  },
  shared: [
    {
      id: 'profile:@app/shared/ui',
      name: '@app/shared/ui',
      version: '3.0.0',
      requiredVersion: needs,
      singleton: true,
      assets: { js: { sync: [], async: [] }, css: { sync: [], async: [] } },
    },
  ],
  remotes: [],
  exposes: [
    {
      id: 'profile:routes',
      name: 'routes',
      path: './routes',
      assets: { js: { sync: ['routes.1.js'], async: [] }, css: { sync: [], async: [] } },
    },
  ],
});

type Runtime = typeof import('@module-federation/enhanced/runtime');
let runtime: Runtime;
let plugin: typeof import('../runtime-plugin').default;
let fetched: string[];
let answer: (url: string) => { status: number; body: unknown };

function shell(): ModuleFederation {
  const instance = runtime.createInstance({
    name: 'shell',
    remotes: [{ name: 'profile', entry: MANIFEST_URL }],
    // Running here: @app/shared 2.1.0, provided by the shell.
    shared: {
      '@app/shared/ui': {
        version: '2.1.0',
        lib: () => ({}),
        shareConfig: { singleton: true, requiredVersion: '^2.1.0' },
      },
    },
    plugins: [plugin()],
  });
  return instance;
}

const failureOf = (instance: ModuleFederation) =>
  instance.loadRemote('profile/routes').then(
    () => undefined,
    (error: RemoteLoadError) => ({ kind: error.failure?.kind, detail: error.failure?.detail, message: error.message }),
  );

beforeEach(async () => {
  // A fresh runtime each test (its plugin keeps entry attempts), and a new release of the remote.
  jest.resetModules();
  release += 1;
  MANIFEST_URL = `/remotes/profile/2.3.${release}/mf-manifest.json`;
  runtime = await import('@module-federation/enhanced/runtime');
  plugin = (await import('../runtime-plugin')).default;
  fetched = [];
  document.head.innerHTML = '';
  answer = () => ({ status: 200, body: manifest('^2.0.0') });
  global.fetch = jest.fn(async (url: string) => {
    fetched.push(String(url));
    const { status, body } = answer(String(url));
    return { ok: status < 400, status, json: async () => body, clone: () => ({ json: async () => body }) };
  }) as unknown as typeof fetch;
  // jsdom's Response is missing: the plugin builds one for a manifest the page holds.
  global.Response ??= class {
    constructor(private readonly text: string) {}
    json = async () => JSON.parse(this.text);
  } as unknown as typeof Response;
});

test('a remote needing another major of a running singleton is refused before its entry is asked for, the clash named', async () => {
  answer = () => ({ status: 200, body: manifest('^3.0.0') });
  const failure = await failureOf(shell());
  expect(failure).toMatchObject({
    kind: 'incompatible',
    detail: 'profile 2.3.0 needs @app/shared ^3.0.0 — this shell has 2.1.0',
  });
  expect(document.querySelector('script[src*="remoteEntry"]')).toBeNull();
});

test('a compatible remote goes on to its entry; an entry that does not load is named unreachable', async () => {
  const instance = shell();
  const pending = failureOf(instance);
  // The entry script is asked for with the remotes' time limit; here it fails at once.
  await new Promise((resolve) => setTimeout(resolve, 50));
  const script = document.querySelector<HTMLScriptElement>('script[src*="remoteEntry"]');
  expect(script?.src).toBe(`http://localhost${MANIFEST_URL.replace('mf-manifest.json', 'remoteEntry.js')}`);
  script?.dispatchEvent(new Event('error'));
  expect(await pending).toMatchObject({ kind: 'unreachable' });
});

test('the manifest the page holds is used without a request; a missing one is named unreachable', async () => {
  document.head.innerHTML = pageDataScript({ [REMOTE_MANIFEST_ATTRIBUTE]: MANIFEST_URL }, manifest('^3.0.0'));
  const instance = shell();
  expect(await failureOf(instance)).toMatchObject({ kind: 'incompatible' });
  expect(fetched).toEqual([]);

  // A Retry registers the remote afresh: the runtime forgets the manifest, the next read is a request.
  instance.registerRemotes([{ name: 'profile', entry: MANIFEST_URL }], { force: true });
  answer = () => ({ status: 404, body: { detail: 'Not found.' } });
  expect(await failureOf(instance)).toMatchObject({
    kind: 'unreachable',
    message: expect.stringContaining('The "profile" app\'s manifest could not be read.'),
  });
  expect(fetched).toEqual([`http://localhost${MANIFEST_URL}`]);
});

describe("a module's files, which the runtime adds as scripts beside the entry's as it loads the module", () => {
  const routeTableScripts = () =>
    document.querySelectorAll(`script[src$="${MANIFEST_URL.replace('mf-manifest.json', 'routes.1.js')}"]`).length;
  // The runtime preloads a module's files once per page, by remote and module: another test's load
  // of profile/routes must not count.
  beforeEach(() =>
    (
      globalThis as { __FEDERATION__?: { __PRELOADED_MAP__?: Map<string, boolean> } }
    ).__FEDERATION__?.__PRELOADED_MAP__?.clear(),
  );
  const afterLoadStarts = async () => {
    void failureOf(shell());
    await new Promise((resolve) => setTimeout(resolve, 50));
  };

  test('are added when the page does not run them', async () => {
    await afterLoadStarts();
    expect(routeTableScripts()).toBe(1);
  });

  test('are not added again when the page runs the remote’s files as its own scripts', async () => {
    const base = MANIFEST_URL.replace('mf-manifest.json', '');
    document.head.innerHTML = `<script defer src="${base}remoteEntry.js"></script><script defer src="${base}routes.1.js"></script>`;
    await afterLoadStarts();
    // The page's own, only; the entry too, though its script has not run yet (jsdom runs none).
    expect(routeTableScripts()).toBe(1);
    expect(document.querySelectorAll('script[src$="remoteEntry.js"]')).toHaveLength(1);
  });

  test("are not added when the page runs them joined in the route's start file, which the runtime waits for as the entry", async () => {
    const base = MANIFEST_URL.replace('mf-manifest.json', '');
    document.head.innerHTML = `<script defer src="${base}start.1.js" ${REMOTE_ENTRY_ATTRIBUTE}="${base}remoteEntry.js"></script>`;
    const instance = shell();
    const pending = failureOf(instance);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(routeTableScripts()).toBe(0);
    expect(document.querySelectorAll('script[src$="remoteEntry.js"]')).toHaveLength(0);
    // The runtime waits on the start file's script: its failure is the entry's.
    document.querySelector('script[src$="start.1.js"]')!.dispatchEvent(new Event('error'));
    expect(await pending).toMatchObject({ kind: 'unreachable' });
  });
});
