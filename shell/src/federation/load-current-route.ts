import { preloadRemoteRoute } from '@app/shared/federation';
import { useSession } from '@app/shared/stores';
import { loadRoutePage } from './load-remote-routes';
import { remoteRoutes } from './remotes-config';
import { routeAt } from './route-matches';

/**
 * Loads the page of the remote that owns `pathname` — its entry, route table and the page's chunks
 * downloading at once (from its manifest, when the page did not preload them already), then run —
 * so that the shell's first render can show the page itself (RemotePage: loadedPage). Only when the
 * route's guard will show the page; a failure is left to RemotePage to show, and answers here too.
 */
export async function loadCurrentRoute(pathname: string): Promise<void> {
  const route = routeAt(remoteRoutes().routes, pathname);
  if (!route) return;
  if (route.guard !== 'public' && useSession.getState().isAuthenticated !== (route.guard === 'auth')) return;
  void preloadRemoteRoute(route.remote, route.path);
  await loadRoutePage(route.remote, route.path);
}
