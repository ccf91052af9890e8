import type { QueryKey } from '@tanstack/react-query';
import { queryClient } from './query-client';
import { useServerMutation } from './use-server-state';

export interface OneRecordResource<TRecord extends { id: number }, TBody> {
  /** The query holding the user's record, or null before the first save. */
  queryKey: QueryKey;
  create(body: TBody): Promise<TRecord>;
  update(id: number, body: TBody): Promise<TRecord>;
}

/**
 * Saving a one-record-per-user resource (extra information, LinkedIn credentials): create when
 * the query holds none, update when it holds one. The saved record becomes the query's data; a
 * failed save refetches it, so a record made elsewhere meanwhile is updated by the next attempt.
 */
export function useSaveOneRecord<TRecord extends { id: number }, TBody>({
  queryKey,
  create,
  update,
}: OneRecordResource<TRecord, TBody>) {
  return useServerMutation({
    mutationFn: (body: TBody) => {
      const saved = queryClient.getQueryData<TRecord | null>(queryKey);
      return saved ? update(saved.id, body) : create(body);
    },
    onSuccess: (record) => queryClient.setQueryData(queryKey, record),
    onError: () => queryClient.invalidateQueries({ queryKey }),
  });
}
