import {
  registerRemote,
  registerRemoteAfresh,
  remoteManifestUrl,
  REMOTE_TIMEOUT_MS,
  takeInlineRemotesConfig,
} from '@app/shared/federation';
import type { RouteGuard, RouteSummary } from '@app/shared/router';

/**
 * remotes.json, read at start-up (nothing about remotes is in the shell's build): remote name → the
 * URL of its mf-manifest.json, or that URL with the version it names and the remote's routes (path,
 * guard, title). A deploy publishes a new version under a new URL; Retry reads the file again. The shell
 * takes its paths from here rather than from the remotes' own route tables so that it can guard and
 * name a route, and show its fallback, while the remote is down — and so that /login does not load
 * every remote's table. Each remote's build writes the list (dist/routes.json) from its route table.
 */
type RemotesConfig = Record<string, string | { entry: string; version?: string; routes?: RouteSummary[] }>;

/** A route of the app and the remote that owns its page. */
export interface RemoteRoute extends RouteSummary {
  remote: string;
}

const CONFIG_URL = '/remotes.json';
const GUARDS: readonly RouteGuard[] = ['public', 'guest-only', 'auth'];

const routes: RemoteRoute[] = [];
/** The remotes whose routes are listed (another app may have registered a remote, e.g. settings). */
const listed = new Set<string>();
let read = false;

/**
 * Reads remotes.json — the copy the server put in the page, else from the network — and registers
 * the remotes not registered yet (so it can run again after a failure).
 */
export async function registerRemotesFromConfig(): Promise<void> {
  try {
    const config = takeInlineRemotesConfig<RemotesConfig>() ?? (await fetchConfig());
    const added = Object.entries(config).filter(([name]) => !listed.has(name));
    for (const [name, value] of added) {
      registerRemote(name, entryOf(value));
      listed.add(name);
      const summaries = typeof value === 'string' ? [] : (value.routes ?? []);
      routes.push(
        ...summaries
          .filter(isRouteSummary)
          .map(({ path, guard, title, menu }) => ({ remote: name, path, guard, title, ...(menu ? { menu } : {}) })),
      );
    }
    read = true;
  } catch (error) {
    console.error('Could not read the remotes configuration', error);
  }
}

async function fetchConfig(): Promise<RemotesConfig> {
  // Within the remotes' time limit: a silent server must not leave the app blank. The default cache
  // mode, so that index.html's preload of it is used where the page does not hold it (a page not
  // served by our server; the server says no-cache).
  const response = await fetch(CONFIG_URL, { signal: AbortSignal.timeout(REMOTE_TIMEOUT_MS) });
  if (!response.ok) throw new Error(`${CONFIG_URL}: HTTP ${response.status}`);
  return (await response.json()) as RemotesConfig;
}

function isRouteSummary(route: unknown): route is RouteSummary {
  const { path, guard, title, menu } = (route ?? {}) as Partial<RouteSummary>;
  return (
    typeof path === 'string' &&
    typeof title === 'string' &&
    GUARDS.includes(guard as RouteGuard) &&
    (menu === undefined || typeof menu === 'string')
  );
}

/** The account menu's entries: the pages whose remote's route table gives them a menu label. */
export function menuEntries(): { path: string; label: string }[] {
  return routes.flatMap(({ path, menu }) => (menu ? [{ path, label: menu }] : []));
}

/** Every remote route known so far, and whether remotes.json has been read at all. */
export function remoteRoutes(): { routes: readonly RemoteRoute[]; read: boolean } {
  return { routes: [...routes], read };
}

/**
 * Before a Retry: reads remotes.json again and registers the remote afresh, at the URL it names now
 * (a fixed deploy is a new version), so its manifest, entry and modules are loaded anew.
 */
export async function refreshRemote(name: string): Promise<void> {
  try {
    const value = (await fetchConfig())[name];
    if (value) registerRemote(name, entryOf(value));
  } catch (error) {
    console.error('Could not read the remotes configuration again', error);
  }
  registerRemoteAfresh(name);
}

export function isRemoteConfigured(name: string): boolean {
  return remoteManifestUrl(name) !== undefined;
}

const entryOf = (value: RemotesConfig[string]) => (typeof value === 'string' ? value : value.entry);
