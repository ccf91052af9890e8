import { loadRemoteRoutes } from './load-remote-routes';
import { remoteRoutes } from './remotes-config';
import { routeAt } from './route-matches';

/** The remote owning a pathname, by remotes.json's route summaries. */
function remoteForPath(pathname: string): string | undefined {
  return routeAt(remoteRoutes().routes, pathname)?.remote;
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
