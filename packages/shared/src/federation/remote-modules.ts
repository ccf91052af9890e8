import { getInstance, loadRemote, preloadRemote } from '@module-federation/enhanced/runtime';
import { pageRunsFilesOf } from './page-scripts';
import { registeredEntry, remoteManifestUrl } from './registry';
import { classifyLoadError, RemoteLoadError, withTimeout } from './remote-failure';
import type { RemoteManifest } from './shared-compatibility';

/**
 * Module `expose` (`./routes`) of a registered remote, through the federation runtime (its manifest,
 * the version check, its entry, the module: see runtime-plugin.ts), within the remotes' time limit.
 * Any failure comes out as a RemoteLoadError saying whether the remote was unreachable,
 * incompatible or crashed.
 */
export async function loadRemoteModule<T>(remote: string, expose: string): Promise<T> {
  const name = expose.replace(/^\.\//, '');
  try {
    if (!registeredEntry(remote)) {
      throw new RemoteLoadError({ kind: 'unreachable' }, `The "${remote}" app is not configured.`);
    }
    const module = await withTimeout(loadRemote<T>(`${remote}/${name}`), `The "${remote}" app's ${name}`);
    if (module == null) throw new RemoteLoadError({ kind: 'crashed' }, `The "${remote}" app did not provide ${name}.`);
    return module;
  } catch (error) {
    throw classifyLoadError(error, remote);
  }
}

/** Route → the page's files and shared modules, which RouteAssetsPlugin (@app/web-build) adds to the manifest. */
type ManifestWithRoutes = Omit<RemoteManifest, 'shared'> & {
  routes?: { path?: string; assets?: { js?: { sync?: string[] } }; shared?: string[] }[];
  shared?: { name: string; assets?: { js?: { sync?: string[] } } }[];
};

const preloaded = new Set<string>();

/** `<link rel="preload">` for scripts a remote will run, so they download while other work goes on. */
function preloadScripts(urls: string[]): void {
  for (const href of urls) {
    if (preloaded.has(href)) continue;
    preloaded.add(href);
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'script';
    link.href = href;
    document.head.appendChild(link);
  }
}

/**
 * Starts downloading, without running any of it, what the page of route `routePath` (as the
 * remote's routes.json names it) needs: the runtime's preload of the remote's entry and route table
 * (`./routes`), then from the manifest the page's chunks and the remote's own copies of the shared
 * singletons it needs that nothing here provides yet. Without it the page's chunks are asked for
 * only once the route table has run. Failures are left to the load, which reports them.
 */
export async function preloadRemoteRoute(remote: string, routePath: string): Promise<void> {
  const url = remoteManifestUrl(remote);
  const instance = getInstance();
  if (!url || !instance || pageRunsFilesOf(url)) return;
  try {
    await preloadRemote([{ nameOrAlias: remote, exposes: ['./routes'], resourceCategory: 'sync' }]);
    const manifest = instance.snapshotHandler.manifestCache.get(url) as ManifestWithRoutes | undefined;
    const route = manifest?.routes?.find((r) => r.path === routePath);
    if (!manifest || !route) return;
    const scope = instance.shareScopeMap.default ?? {};
    const ownCopies = (route.shared ?? [])
      .filter((name) => Object.keys(scope[name] ?? {}).length === 0)
      .flatMap((name) => manifest.shared?.find((s) => s.name === name)?.assets?.js?.sync ?? []);
    const base = new URL(url, document.baseURI);
    preloadScripts([...(route.assets?.js?.sync ?? []), ...ownCopies].map((file) => new URL(file, base).href));
  } catch {
    // The load itself reports it.
  }
}
