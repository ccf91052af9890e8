import { useCallback, useEffect, useState } from 'react';
import { listJobSearches } from '@app/shared/api';
import type { JobSearch } from '@app/shared/contract';
import { useLiveEvent } from '@app/shared/stores';
import { toastError } from '../../../utils/toast';
import { newestUpdatedFirst } from '../../../utils/sort-searches';

export const SEARCHES_LOAD_FAILED = [
  'Error fetching job searches',
  'Could not load your job searches. Please try again later.',
] as const;

/** The user's job searches, newest updated first, kept current by the live events. */
export function useJobSearches() {
  const [searches, setSearches] = useState<JobSearch[]>([]);
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);

  const load = useCallback(async () => {
    setLoading(true);
    setFailed(false);
    try {
      setSearches(newestUpdatedFirst(await listJobSearches()));
    } catch (error) {
      console.error('Could not load the job searches', error);
      setFailed(true);
      toastError(...SEARCHES_LOAD_FAILED);
    } finally {
      setLoading(false);
    }
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  const replace = useCallback((search: JobSearch) => {
    setSearches((list) => list.map((s) => (s.id === search.id ? search : s)));
  }, []);

  useLiveEvent('job_search_status_updated', ({ job_search_id, status, notes }) => {
    setSearches((list) => list.map((s) => (s.id === job_search_id ? { ...s, status, notes } : s)));
  });
  useLiveEvent('job_application_success', ({ job_search_id }) => {
    setSearches((list) =>
      list.map((s) => (s.id === job_search_id ? { ...s, num_applied_jobs: s.num_applied_jobs + 1 } : s)),
    );
  });

  return { searches, loading, failed, reload: load, replace };
}
