import { getInstance, loadRemote } from '@module-federation/enhanced/runtime';
import type { RemoteRoutesModule } from '@app/shared/router';
import { classifyLoadError, RemoteLoadError, withTimeout } from '@app/shared/ui';
import { fetchManifestOnce } from './manifest-fetch';
import { isRemoteConfigured, refreshRemote, registerRemotesFromConfig, remoteEntry } from './remotes-config';
import { findSharedConflict, type RemoteManifest, type ShareScope } from './shared-compatibility';

const loaded = new Map<string, Promise<RemoteRoutesModule>>();
/**
 * The remote's `./routes` module, loaded once. A failure (a RemoteLoadError saying whether the
 * remote was unreachable, incompatible or crashed) is not cached, so Retry loads again.
 */
export function loadRemoteRoutes(remote: string): Promise<RemoteRoutesModule> {
  let pending = loaded.get(remote);
  if (!pending) {
    pending = load(remote);
    loaded.set(remote, pending);
    pending.catch(() => loaded.delete(remote));
  }
  return pending;
}

/** Retry after a failure or a render crash: forget the module, re-read remotes.json, register the remote afresh. */
export async function reloadRemote(remote: string): Promise<void> {
  loaded.delete(remote);
  await refreshRemote(remote);
}

/** Loads a remote's page code within the time limit; any failure comes out as a RemoteLoadError. */
export async function withinRemoteLimits<T>(what: string, work: () => Promise<T>): Promise<T> {
  try {
    return await withTimeout(work(), what);
  } catch (error) {
    throw classifyLoadError(error);
  }
}

async function load(remote: string): Promise<RemoteRoutesModule> {
  // remotes.json may have been unreachable at start-up: read it again before giving up.
  if (!isRemoteConfigured(remote)) await registerRemotesFromConfig();
  const entry = remoteEntry(remote);
  if (!entry) throw new RemoteLoadError({ kind: 'unreachable' }, `The "${remote}" app is not configured.`);
  await checkCompatible(remote, entry);
  const module = await withinRemoteLimits(`The "${remote}" app`, () =>
    loadRemote<RemoteRoutesModule>(`${remote}/routes`),
  );
  if (!module || !Array.isArray(module.routes)) {
    throw new RemoteLoadError({ kind: 'crashed' }, `The "${remote}" app did not provide its routes.`);
  }
  return module;
}

/**
 * Reads the remote's manifest (the runtime's copy when it has one, e.g. after a share-strategy
 * prefetch; else fetched within the time limit) and refuses the remote before any of its
 * code runs when a singleton it needs is running here in a version outside its range. The
 * runtime's strictVersion check stays behind this one for what the manifest does not say.
 */
async function checkCompatible(remote: string, entry: string): Promise<void> {
  const manifest = getInstance()?.snapshotHandler.manifestCache.get(entry) ?? (await fetchManifest(remote, entry));
  const scope = (getInstance()?.shareScopeMap.default ?? {}) as ShareScope;
  const conflict = findSharedConflict(remote, manifest as RemoteManifest, scope);
  if (conflict) throw new RemoteLoadError({ kind: 'incompatible', detail: conflict }, conflict);
}

/** The manifest, read within the time limit (the same request as the runtime's: fetchManifestOnce). */
async function fetchManifest(remote: string, entry: string): Promise<RemoteManifest> {
  try {
    const response = await withTimeout(fetchManifestOnce(entry), `The "${remote}" app's manifest`);
    if (!response.ok) throw new Error(`${entry}: HTTP ${response.status}`);
    return (await response.json()) as RemoteManifest;
  } catch (error) {
    throw new RemoteLoadError({ kind: 'unreachable' }, `The "${remote}" app's manifest could not be read.`, {
      cause: error,
    });
  }
}
