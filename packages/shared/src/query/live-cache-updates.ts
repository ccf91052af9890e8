import type { QueryClient } from '@tanstack/react-query';
import type { JobApplication } from '@app/shared/contract';
import { onLiveEvent } from '@app/shared/stores';
import { updateCachedSearch } from './cached-searches';
import { queryKeys } from './query-keys';
import { reread } from './reread';

const byLatestAttempt = (a: JobApplication, b: JobApplication) =>
  b.attempted_at.localeCompare(a.attempted_at) || b.id - a.id;

/**
 * The one place live events reach the server state: each event patches or invalidates the
 * cached resources it changes, and every page showing them re-renders. Returns the function
 * that stops listening.
 */
export function applyLiveEventsToCache(client: QueryClient): () => void {
  // Newest attempt first, as the API lists them: a recorded attempt replaces the earlier one at the
  // same posting (same id) and takes its place by when it happened.
  const putOnTop = (jobSearchId: number, application: JobApplication) => {
    const put = (list: JobApplication[] | undefined) =>
      list && [application, ...list.filter((a) => a.id !== application.id)].sort(byLatestAttempt);
    client.setQueryData(queryKeys.jobApplications(), put);
    client.setQueryData(queryKeys.jobApplications(jobSearchId), put);
  };
  const stops = [
    onLiveEvent('job_search_status_updated', ({ job_search_id, status, notes }) => {
      updateCachedSearch(client, job_search_id, (search) => ({ ...search, status, notes }));
      // An ended run is doing nothing any more.
      if (status !== 'running') client.setQueryData(queryKeys.jobSearchActivity(job_search_id), null);
      // The run's last word: its applications as recorded, even one whose own event was lost.
      if (status !== 'running') reread(client, { queryKey: ['job-applications'] });
    }),
    onLiveEvent('job_application_success', ({ job_search_id, application }) => {
      updateCachedSearch(client, job_search_id, (search) => ({
        ...search,
        num_applied_jobs: search.num_applied_jobs + 1,
      }));
      putOnTop(job_search_id, application);
      // A posting that waited on an answer may have gone through.
      reread(client, { queryKey: queryKeys.answersNeeded() });
    }),
    // product §4.5: every attempt, whatever its outcome (a success also comes as the event above).
    onLiveEvent('job_application_recorded', ({ job_search_id, application }) => putOnTop(job_search_id, application)),
    onLiveEvent('job_search_activity', ({ job_search_id, activity }) => {
      client.setQueryData(queryKeys.jobSearchActivity(job_search_id), activity);
      // A run (re)starts by signing in, also when a worker took over from one that died: what the
      // dead one recorded and could not announce is read here.
      if (activity.step === 'signing_in') {
        reread(client, { queryKey: ['job-applications'] });
        reread(client, { queryKey: queryKeys.answersNeeded() });
      }
    }),
    // The Credits page's ledger has a new row; its balance follows the header's (stores/session).
    onLiveEvent('user_credits_deducted', () => reread(client, { queryKey: queryKeys.credits() })),
    onLiveEvent('user_credits_changed', () => reread(client, { queryKey: queryKeys.credits() })),
    onLiveEvent('job_search_schedule_logged', ({ job_search_id, schedule, schedule_log }) =>
      updateCachedSearch(client, job_search_id, (search) => ({ ...search, schedule, schedule_log })),
    ),
    onLiveEvent('answer_needed', () => {
      // The question is new, and its posting is now among the applications, as waiting.
      reread(client, { queryKey: queryKeys.answersNeeded() });
      reread(client, { queryKey: ['job-applications'] });
    }),
  ];
  return () => stops.forEach((stop) => stop());
}
