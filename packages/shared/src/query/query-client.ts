import { QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiClientError } from '@app/shared/api';
import { getTokens, useSession } from '@app/shared/stores';
import { applyLiveEventsToCache } from './live-cache-updates';
import { resyncOnReturn } from './resync-on-return';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: {
      /** What the page does when this load fails (product §8 differs per page: a toast, a log). */
      onLoadFailed?: (error: unknown) => void;
      /** Re-read after a gap in live events (resync-on-return.ts): a remote's own query kept live by events. */
      resyncOnReturn?: boolean;
    };
  }
}

/**
 * The one QueryClient of the page. `@app/shared/query` is a federation singleton, so every remote
 * that uses server state shares this cache. A failed load is told once (no retries), and data is
 * kept current by live events rather than by refetching when the window regains focus.
 */
export const queryClient = new QueryClient({
  queryCache: new QueryCache({
    onError: (error, query) => {
      if (!failedForEndedSession(error)) query.meta?.onLoadFailed?.(error);
    },
  }),
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});

applyLiveEventsToCache(queryClient);
if (typeof document !== 'undefined') resyncOnReturn(queryClient);

// One user's data never outlives their session in this tab: a sign-out (chosen or forced) or
// another user signing in empties the cache, so nobody sees the previous user's searches.
useSession.subscribe((session, before) => {
  const signedOut = before.isAuthenticated && !session.isAuthenticated;
  const otherUser = before.user !== null && session.user !== null && before.user.id !== session.user.id;
  if (signedOut || otherUser) queryClient.clear();
});

/**
 * A load refused (401) or cut off because the session ended meanwhile: the tokens are gone, and
 * the logout has its own one notice (product §4.1 "Your session has expired…"), so the page's
 * "could not load" would be a second, wrong one. Such loads fail while a forced logout happens:
 * the calls queued behind the failed refresh, and those the page starts before /login replaces it.
 */
function failedForEndedSession(error: unknown): boolean {
  const tokens = getTokens();
  if (tokens.access || tokens.refresh) return false;
  return error instanceof ApiClientError && (error.status === 401 || error.status === undefined);
}
