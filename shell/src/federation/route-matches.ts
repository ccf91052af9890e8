import type { RemoteRoute } from './remotes-config';

/** Whether a route path (`/searches/:id`, `*`) matches a concrete pathname. */
export function routeMatches(pattern: string, pathname: string): boolean {
  const want = pattern.split('/').filter(Boolean);
  const have = pathname.split('/').filter(Boolean);
  if (want.at(-1) === '*') return want.slice(0, -1).every((part, i) => part.startsWith(':') || part === have[i]);
  return want.length === have.length && want.every((part, i) => part.startsWith(':') || part === have[i]);
}

/** The route whose path matches `pathname` (`:name` matches any one segment). */
export function routeAt(routes: readonly RemoteRoute[], pathname: string): RemoteRoute | undefined {
  return routes.find((route) => routeMatches(route.path, pathname));
}
