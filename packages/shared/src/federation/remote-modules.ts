import { loadContainer, preloadScripts } from './container';
import { fileUrl, readManifest, type RemoteManifest } from './manifest';
import { remoteManifestUrl } from './registry';
import { classifyLoadError, RemoteLoadError, withTimeout } from './remote-failure';
import { defaultShareScope, currentShareScope } from './share-scope';
import { findSharedConflict } from './shared-compatibility';

/** `remote` and its version, as failures name it ("profile 2.3.0"). */
const named = (remote: string, manifest?: RemoteManifest) =>
  [remote, manifest?.metaData?.buildInfo?.buildVersion].filter(Boolean).join(' ');

async function manifestOf(remote: string): Promise<{ url: string; manifest: RemoteManifest }> {
  const url = remoteManifestUrl(remote);
  if (!url) throw new RemoteLoadError({ kind: 'unreachable' }, `The "${remote}" app is not configured.`);
  return { url, manifest: await readManifest(url, remote) };
}

function entryOf(url: string, manifest: RemoteManifest, remote: string): { entry: string; globalName: string } {
  const { remoteEntry, globalName } = manifest.metaData ?? {};
  if (!remoteEntry?.name || !globalName) {
    throw new RemoteLoadError({ kind: 'crashed' }, `The "${remote}" app's manifest names no entry.`);
  }
  return { entry: fileUrl(url, `${remoteEntry.path ?? ''}${remoteEntry.name}`), globalName };
}

/**
 * Module `expose` (`./routes`) of a registered remote: its manifest, then — when no shared singleton
 * it needs clashes with the one running here — its entry, then the module, each within the time
 * limit. Any failure comes out as a RemoteLoadError saying whether the remote was unreachable,
 * incompatible or crashed.
 */
export async function loadRemoteModule<T>(remote: string, expose: string): Promise<T> {
  let manifest: RemoteManifest | undefined;
  try {
    const read = await manifestOf(remote);
    manifest = read.manifest;
    const conflict = findSharedConflict(remote, manifest, currentShareScope());
    if (conflict) throw new RemoteLoadError({ kind: 'incompatible', detail: conflict }, conflict);
    const { entry, globalName } = entryOf(read.url, manifest, remote);
    const container = await loadContainer(entry, globalName, remote);
    return await withTimeout(
      (async () => {
        await container.init(await defaultShareScope());
        const factory = await container.get(expose);
        return factory() as T;
      })(),
      `The "${remote}" app's ${expose.replace(/^\.\//, '')}`,
    );
  } catch (error) {
    throw classifyLoadError(error, named(remote, manifest));
  }
}

/**
 * Starts downloading what `loadRemoteModule(remote, expose)` will run — the entry and the exposed
 * module's chunks at once, from the manifest — without running any of it. Failures are left to the load.
 */
async function preloadRemoteModule(remote: string, expose: string): Promise<void> {
  try {
    const { url, manifest } = await manifestOf(remote);
    const { entry } = entryOf(url, manifest, remote);
    const chunks = manifest.exposes?.find((e) => e.path === expose)?.assets?.js?.sync ?? [];
    preloadScripts([entry, ...chunks.map((file) => fileUrl(url, file))]);
  } catch {
    // The load itself reports it.
  }
}

/**
 * Starts downloading, with the remote's route table (`./routes`), the page of its route `routePath`
 * (`/job-search/:id`, as its routes.json names it): the page's chunks, and the remote's own copies
 * of the shared singletons the page needs that no app here provides (the others come from this
 * app's copies, loaded on their own). Without it the page's chunks are asked for only once the
 * route table has run. Where the server names these files in the page already, this asks for nothing new.
 */
export async function preloadRemoteRoute(remote: string, routePath: string): Promise<void> {
  void preloadRemoteModule(remote, './routes');
  try {
    const { url, manifest } = await manifestOf(remote);
    const route = manifest.routes?.find((r) => r.path === routePath);
    if (!route) return;
    const scope = await defaultShareScope();
    const ownCopies = (route.shared ?? [])
      .filter((name) => !scope[name] || Object.keys(scope[name]).length === 0)
      .flatMap((name) => manifest.shared?.find((s) => s.name === name)?.assets?.js?.sync ?? []);
    preloadScripts([...(route.assets?.js?.sync ?? []), ...ownCopies].map((file) => fileUrl(url, file)));
  } catch {
    // The load itself reports it.
  }
}
