import { loadRemoteRoutes } from './load-remote-routes';
import { remoteRoutes } from './remotes-config';

/** Whether a route path (`/searches/:id`, `*`) matches a concrete pathname. */
export function routeMatches(pattern: string, pathname: string): boolean {
  const want = pattern.split('/').filter(Boolean);
  const have = pathname.split('/').filter(Boolean);
  if (want.at(-1) === '*') return want.slice(0, -1).every((part, i) => part.startsWith(':') || part === have[i]);
  return want.length === have.length && want.every((part, i) => part.startsWith(':') || part === have[i]);
}

/** The remote owning a pathname, by remotes.json's route summaries. */
function remoteForPath(pathname: string): string | undefined {
  return remoteRoutes().routes.find((route) => routeMatches(route.path, pathname))?.remote;
}

/**
 * When the pointer rests on (or the keyboard reaches) a link or menu item leading to another
 * remote's page (`a[href]` or `[data-preload-path]`), loads that remote's routes module ahead of the
 * click. A failure is not kept: the click loads again and shows the fallback if need be.
 */
export function preloadRemotesOnIntent(target: Document = document): () => void {
  const onIntent = (event: Event) => {
    const element = (event.target as Element | null)?.closest?.('a[href], [data-preload-path]');
    if (!element) return;
    const href = element.getAttribute('data-preload-path') ?? element.getAttribute('href') ?? '';
    const url = new URL(href, target.baseURI);
    if (url.origin !== new URL(target.baseURI).origin) return;
    const remote = remoteForPath(url.pathname);
    if (remote) loadRemoteRoutes(remote).catch(() => undefined);
  };
  target.addEventListener('pointerover', onIntent, { passive: true });
  target.addEventListener('focusin', onIntent);
  return () => {
    target.removeEventListener('pointerover', onIntent);
    target.removeEventListener('focusin', onIntent);
  };
}
