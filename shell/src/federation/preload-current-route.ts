import { preloadRemoteRoute } from '@app/shared/federation';
import { useSession } from '@app/shared/stores';
import { remoteRoutes } from './remotes-config';
import { routeAt } from './route-matches';

/**
 * Starts downloading what the remote that owns `pathname` needs for that page — its entry, route
 * table and the page's chunks at once, from its manifest — without running any of it: RemotePage
 * runs them after the shell's first render. Run before, they held the main thread while the
 * shell waited to render (`pnpm bench web`, /dashboard: first render ~100 ms later). Only when
 * the route's guard will show the page; a failure is left to RemotePage to show.
 */
export function preloadCurrentRoute(pathname: string): void {
  const route = routeAt(remoteRoutes().routes, pathname);
  if (!route) return;
  if (route.guard !== 'public' && useSession.getState().isAuthenticated !== (route.guard === 'auth')) return;
  void preloadRemoteRoute(route.remote, route.path);
}
