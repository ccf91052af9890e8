import type { QueryClient } from '@tanstack/react-query';
import { useLive, useSession } from '@app/shared/stores';
import { queryKeys } from './query-keys';
import { reread } from './reread';

/** A tab shown again twice in a row re-reads once. */
const MIN_GAP_MS = 2000;

/**
 * Live events missed during a gap (a lost connection, a hidden tab the browser throttled, a worker
 * that died before publishing) must not leave the page showing an old state. After the live
 * connection comes back, when a hidden tab is shown again and when the browser is back online,
 * the page re-reads what it shows: searches (with a pending PIN request), applications, answers
 * needed, credits and the signed-in user's balance — and any query a remote marks with
 * `meta: { resyncOnReturn: true }` (its own keys, which this list cannot name). Returns the function
 * that stops it.
 */
export function resyncOnReturn(client: QueryClient): () => void {
  let last = 0;
  const resync = () => {
    if (!useSession.getState().isAuthenticated) return;
    const now = Date.now();
    if (now - last < MIN_GAP_MS) return;
    last = now;
    for (const queryKey of [
      queryKeys.jobSearches(),
      ['job-applications'],
      queryKeys.answersNeeded(),
      queryKeys.credits(),
      queryKeys.me(),
    ]) {
      reread(client, { queryKey });
    }
    reread(client, { predicate: (query) => query.meta?.resyncOnReturn === true });
    void useSession.getState().fetchUser();
  };

  const stopLive = useLive.subscribe((live, before) => {
    // A reconnect, or the first connect after the server could not be reached at all.
    if (
      live.state === 'connected' &&
      before.state !== 'connected' &&
      (before.wasConnected || before.state === 'unavailable')
    )
      resync();
  });
  const onVisible = () => {
    if (document.visibilityState === 'visible') resync();
  };
  const onOnline = () => {
    useLive.getState().retry();
    resync();
  };
  document.addEventListener('visibilitychange', onVisible);
  window.addEventListener('online', onOnline);
  return () => {
    stopLive();
    document.removeEventListener('visibilitychange', onVisible);
    window.removeEventListener('online', onOnline);
  };
}
