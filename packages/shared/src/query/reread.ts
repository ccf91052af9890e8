import type { QueryClient, QueryFilters } from '@tanstack/react-query';

/**
 * The server's copy changed (a live event said so, or a gap may have hidden a change): read it
 * again. `invalidateQueries` restarts a load under way only when the query already has data; a
 * first load is joined instead, and it may have read the server before the change, which would
 * then be lost until the next read. So a first load under way is cancelled and started afresh.
 */
export function reread(client: QueryClient, filters: QueryFilters): void {
  void client.invalidateQueries(filters);
  for (const query of client.getQueryCache().findAll(filters)) {
    if (query.state.data !== undefined || query.state.fetchStatus !== 'fetching') continue;
    void query
      .cancel({ revert: true })
      .then(() => client.refetchQueries({ queryKey: query.queryKey, exact: true }))
      .catch(() => undefined); // its own observers report a failed read
  }
}
