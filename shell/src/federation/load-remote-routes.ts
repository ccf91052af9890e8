import { loadRemote } from '@module-federation/enhanced/runtime';
import type { RemoteRoutesModule } from '@app/shared/router';
import { isRemoteConfigured, registerRemotesFromConfig, reRegisterRemote } from './remotes-config';

const loaded = new Map<string, Promise<RemoteRoutesModule>>();

/** The remote's `./routes` module, loaded once; a failure is not cached, so Retry loads again. */
export function loadRemoteRoutes(remote: string): Promise<RemoteRoutesModule> {
  let pending = loaded.get(remote);
  if (!pending) {
    pending = load(remote);
    loaded.set(remote, pending);
    pending.catch(() => {
      loaded.delete(remote);
      reRegisterRemote(remote);
    });
  }
  return pending;
}

async function load(remote: string): Promise<RemoteRoutesModule> {
  // remotes.json may have been unreachable at start-up: read it again before giving up.
  if (!isRemoteConfigured(remote)) await registerRemotesFromConfig();
  if (!isRemoteConfigured(remote)) throw new Error(`The "${remote}" app is not configured.`);
  const module = await loadRemote<RemoteRoutesModule>(`${remote}/routes`);
  if (!module || !Array.isArray(module.routes)) throw new Error(`The "${remote}" app did not provide its routes.`);
  return module;
}
