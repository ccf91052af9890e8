import { registerRemotes } from '@module-federation/enhanced/runtime';
import type { RouteGuard, RouteSummary } from '@app/shared/router';

/**
 * remotes.json, read at start-up (nothing about remotes is in the shell's build): remote name → the
 * URL of its mf-manifest.json, or that URL with the remote's routes (path, guard, title). The shell
 * takes its paths from here rather than from the remotes' own route tables so that it can guard and
 * name a route, and show its fallback, while the remote is down — and so that /login does not load
 * every remote's table. Each remote's build writes the list (dist/routes.json) from its route table.
 */
type RemotesConfig = Record<string, string | { entry: string; routes?: RouteSummary[] }>;

/** A route of the app and the remote that owns its page. */
export interface RemoteRoute extends RouteSummary {
  remote: string;
}

const GUARDS: readonly RouteGuard[] = ['public', 'guest-only', 'auth'];

const entries: Record<string, string> = {};
const routes: RemoteRoute[] = [];
let read = false;

/** Reads remotes.json and registers the remotes not registered yet (so it can run again after a failure). */
export async function registerRemotesFromConfig(url = '/remotes.json'): Promise<void> {
  try {
    const response = await fetch(url, { cache: 'no-cache' });
    if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
    const config = (await response.json()) as RemotesConfig;
    const added = Object.entries(config).filter(([name]) => !(name in entries));
    for (const [name, value] of added) {
      entries[name] = typeof value === 'string' ? value : value.entry;
      const listed = typeof value === 'string' ? [] : (value.routes ?? []);
      routes.push(
        ...listed.filter(isRouteSummary).map(({ path, guard, title }) => ({ remote: name, path, guard, title })),
      );
    }
    registerRemotes(added.map(([name]) => ({ name, entry: entries[name]! })));
    read = true;
  } catch (error) {
    console.error('Could not read the remotes configuration', error);
  }
}

function isRouteSummary(route: unknown): route is RouteSummary {
  const { path, guard, title } = (route ?? {}) as Partial<RouteSummary>;
  return typeof path === 'string' && typeof title === 'string' && GUARDS.includes(guard as RouteGuard);
}

/** Every remote route known so far, and whether remotes.json has been read at all. */
export function remoteRoutes(): { routes: readonly RemoteRoute[]; read: boolean } {
  return { routes: [...routes], read };
}

/** After a failed load: register the remote again so its manifest is fetched afresh. */
export function reRegisterRemote(name: string): void {
  const entry = entries[name];
  if (entry) registerRemotes([{ name, entry }], { force: true });
}

export function isRemoteConfigured(name: string): boolean {
  return name in entries;
}
