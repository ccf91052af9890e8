import { preloadRemoteRoute } from '@app/shared/federation';
import { useSession } from '@app/shared/stores';
import { loadRemoteRoutes } from './load-remote-routes';
import { remoteRoutes } from './remotes-config';
import { routeAt } from './route-matches';

/**
 * Starts loading the remote that owns `pathname` and its page's chunk, in parallel with the
 * shell's own chunks rather than after the first render (`pnpm bench web`: one cold load waits on
 * fewer round trips). Only when the route's guard will show the page. RemotePage then finds them
 * loaded or on their way (loadRemoteRoutes keeps the promise); a failure is left to it to show.
 */
export async function preloadCurrentRoute(pathname: string): Promise<void> {
  const route = routeAt(remoteRoutes().routes, pathname);
  if (!route) return;
  try {
    if (route.guard !== 'public' && useSession.getState().isAuthenticated !== (route.guard === 'auth')) return;
    // The remote's entry, its route table's chunk and this page's chunks at once (from its
    // manifest), not one after the other.
    void preloadRemoteRoute(route.remote, route.path);
    const module = await loadRemoteRoutes(route.remote);
    await module.routes.find((r) => r.path === route.path)?.page();
  } catch {
    // RemotePage loads again and shows the fallback.
  }
}
