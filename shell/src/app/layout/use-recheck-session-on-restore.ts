import { useEffect } from 'react';
import { getTokens, useSession } from '@app/shared/stores';

/**
 * A page the browser restores from its back/forward cache shows the state it was left in, e.g.
 * signed in after the session ended in another page or tab. On such a restore the stored tokens
 * are read again: with none left, the session ends here too and the guards send the visitor to
 * /login. (The HTML itself is sent `no-store`, which keeps most browsers from caching it at all.)
 */
export function useRecheckSessionOnRestore() {
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      if (getTokens().access === null && useSession.getState().isAuthenticated) void useSession.getState().logout();
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);
}
