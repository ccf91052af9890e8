import type { QueryClient } from '@tanstack/react-query';
import type { JobSearch } from '@app/shared/contract';
import { queryKeys } from './query-keys';

/**
 * Applies `change` to a search wherever the cache holds it: the list and the search's own entry.
 * Every write to a cached search goes through here, so a change is written once.
 */
export function updateCachedSearch(client: QueryClient, id: number, change: (search: JobSearch) => JobSearch): void {
  client.setQueryData<JobSearch[]>(queryKeys.jobSearches(), (list) =>
    list?.map((search) => (search.id === id ? change(search) : search)),
  );
  client.setQueryData<JobSearch>(queryKeys.jobSearch(id), (search) => search && change(search));
}

/** A search as the server now has it (after start, stop, refresh or an edit). */
export function storeSearch(client: QueryClient, search: JobSearch): void {
  updateCachedSearch(client, search.id, () => search);
  client.setQueryData(queryKeys.jobSearch(search.id), search);
}
