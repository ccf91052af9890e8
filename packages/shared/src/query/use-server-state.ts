import {
  useMutation,
  useQuery,
  type DefaultError,
  type QueryKey,
  type UseMutationOptions,
  type UseQueryOptions,
} from '@tanstack/react-query';
import { queryClient } from './query-client';

/**
 * `useQuery` on the page's one client. Remotes render without a provider of their own (the shell
 * does not load TanStack Query), so the client is passed rather than read from context.
 */
export function useServerQuery<TData, TQueryKey extends QueryKey = QueryKey, TSelected = TData>(
  options: UseQueryOptions<TData, DefaultError, TSelected, TQueryKey>,
) {
  return useQuery(options, queryClient);
}

/** `useMutation` on the page's one client. */
export function useServerMutation<TData, TVariables = void, TContext = unknown>(
  options: UseMutationOptions<TData, DefaultError, TVariables, TContext>,
) {
  return useMutation(options, queryClient);
}
