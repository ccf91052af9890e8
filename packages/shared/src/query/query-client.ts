import { QueryCache, QueryClient } from '@tanstack/react-query';
import { applyLiveEventsToCache } from './live-cache-updates';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: {
      /** What the page does when this load fails (product §8 differs per page: a toast, a log). */
      onLoadFailed?: (error: unknown) => void;
    };
  }
}

/**
 * The one QueryClient of the page. `@app/shared/query` is a federation singleton, so every remote
 * that uses server state shares this cache. A failed load is told once (no retries), and data is
 * kept current by live events rather than by refetching when the window regains focus.
 */
export const queryClient = new QueryClient({
  queryCache: new QueryCache({ onError: (error, query) => query.meta?.onLoadFailed?.(error) }),
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});

applyLiveEventsToCache(queryClient);
