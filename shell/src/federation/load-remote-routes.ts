import { classifyLoadError, loadRemoteModule, RemoteLoadError, withTimeout } from '@app/shared/federation';
import type { RemoteRoutesModule } from '@app/shared/router';
import { isRemoteConfigured, refreshRemote, registerRemotesFromConfig } from './remotes-config';

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
  const module = await loadRemoteModule<RemoteRoutesModule>(remote, './routes');
  if (!module || !Array.isArray(module.routes)) {
    throw new RemoteLoadError({ kind: 'crashed' }, `The "${remote}" app did not provide its routes.`);
  }
  return module;
}
