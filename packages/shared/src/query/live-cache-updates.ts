import type { QueryClient } from '@tanstack/react-query';
import type { JobApplication } from '@app/shared/contract';
import { onLiveEvent } from '@app/shared/stores';
import { updateCachedSearch } from './cached-searches';
import { queryKeys } from './query-keys';

/**
 * The one place live events reach the server state: each event patches or invalidates the
 * cached resources it changes, and every page showing them re-renders. Returns the function
 * that stops listening.
 */
export function applyLiveEventsToCache(client: QueryClient): () => void {
  // Newest first: a recorded attempt goes on top of the user's list and of its search's, replacing
  // the earlier attempt at the same posting (same id).
  const putOnTop = (jobSearchId: number, application: JobApplication) => {
    const put = (list: JobApplication[] | undefined) =>
      list && [application, ...list.filter((a) => a.id !== application.id)];
    client.setQueryData(queryKeys.jobApplications(), put);
    client.setQueryData(queryKeys.jobApplications(jobSearchId), put);
  };
  const stops = [
    onLiveEvent('job_search_status_updated', ({ job_search_id, status, notes }) => {
      updateCachedSearch(client, job_search_id, (search) => ({ ...search, status, notes }));
      // An ended run is doing nothing any more.
      if (status !== 'running') client.setQueryData(queryKeys.jobSearchActivity(job_search_id), null);
    }),
    onLiveEvent('job_application_success', ({ job_search_id, application }) => {
      updateCachedSearch(client, job_search_id, (search) => ({
        ...search,
        num_applied_jobs: search.num_applied_jobs + 1,
      }));
      putOnTop(job_search_id, application);
      // A posting that waited on an answer may have gone through.
      void client.invalidateQueries({ queryKey: queryKeys.answersNeeded() });
    }),
    // product §4.5: every attempt, whatever its outcome (a success also comes as the event above).
    onLiveEvent('job_application_recorded', ({ job_search_id, application }) => putOnTop(job_search_id, application)),
    onLiveEvent('job_search_activity', ({ job_search_id, activity }) =>
      client.setQueryData(queryKeys.jobSearchActivity(job_search_id), activity),
    ),
    // The Credits page's ledger has a new row; its balance follows the header's (stores/session).
    onLiveEvent('user_credits_deducted', () => void client.invalidateQueries({ queryKey: queryKeys.credits() })),
    onLiveEvent('user_credits_changed', () => void client.invalidateQueries({ queryKey: queryKeys.credits() })),
    onLiveEvent('answer_needed', () => {
      // The question is new, and its posting is now among the applications, as waiting.
      void client.invalidateQueries({ queryKey: queryKeys.answersNeeded() });
      void client.invalidateQueries({ queryKey: ['job-applications'] });
    }),
  ];
  return () => stops.forEach((stop) => stop());
}
