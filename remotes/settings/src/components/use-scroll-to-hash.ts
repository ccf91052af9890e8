import { useEffect } from 'react';
import { useLocation } from '@app/shared/router';

/**
 * Scrolls to the element the URL's hash names once `ready` (its content loaded), and puts the
 * focus there so a keyboard or screen reader user lands on it too. `fallback`: the element to go
 * to when the hash starts with `prefix` but names nothing on the page.
 */
export function useScrollToHash(ready: boolean, fallback?: { prefix: string; id: string }) {
  const { hash } = useLocation();
  const prefix = fallback?.prefix;
  const fallbackId = fallback?.id;
  useEffect(() => {
    if (!ready || hash.length < 2) return;
    const id = decodeURIComponent(hash.slice(1));
    const target =
      document.getElementById(id) ??
      (prefix && fallbackId && id.startsWith(prefix) ? document.getElementById(fallbackId) : null);
    if (!target) return;
    target.scrollIntoView?.({ block: 'start' });
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus({ preventScroll: true });
  }, [ready, hash, prefix, fallbackId]);
}
