import { useCallback, useEffect, useState } from 'react';
import { getJobSearch, normalizeApiError } from '@app/shared/api';
import type { JobSearch } from '@app/shared/contract';
import { useLiveEvent } from '@app/shared/stores';

export type SearchDetailsState =
  | { kind: 'loading' }
  | { kind: 'failed'; message: string }
  | { kind: 'not-found' }
  | { kind: 'ready'; search: JobSearch };

/** One search for its page, kept current by the live status and application events. */
export function useSearchDetails(jobSearchId: number) {
  const [state, setState] = useState<SearchDetailsState>({ kind: 'loading' });

  useEffect(() => {
    let active = true;
    if (!Number.isInteger(jobSearchId) || jobSearchId < 1) {
      setState({ kind: 'not-found' });
      return;
    }
    getJobSearch(jobSearchId)
      .then((search) => active && setState({ kind: 'ready', search }))
      .catch((error: unknown) => {
        if (!active) return;
        const normalized = normalizeApiError(error);
        // Another user's search answers 404 too: for this user it does not exist.
        if (normalized.status === 404) setState({ kind: 'not-found' });
        else setState({ kind: 'failed', message: normalized.message });
      });
    return () => {
      active = false;
    };
  }, [jobSearchId]);

  const update = useCallback((change: (search: JobSearch) => JobSearch) => {
    setState((s) => (s.kind === 'ready' ? { kind: 'ready', search: change(s.search) } : s));
  }, []);
  const replace = useCallback((search: JobSearch) => update(() => search), [update]);

  useLiveEvent('job_search_status_updated', ({ job_search_id, status, notes }) => {
    if (job_search_id === jobSearchId) update((s) => ({ ...s, status, notes }));
  });
  useLiveEvent('job_application_success', ({ job_search_id }) => {
    if (job_search_id === jobSearchId) update((s) => ({ ...s, num_applied_jobs: s.num_applied_jobs + 1 }));
  });

  return { state, replace };
}
