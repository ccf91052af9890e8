import { useEffect, useState } from 'react';
import { getJobSearch } from '@app/shared/api';
import type { JobSearch } from '@app/shared/contract';
import { toastError } from '../../../utils/toast';

export const SEARCH_LOAD_FAILED = 'Failed to load job search details';

/** The search being edited (none when creating); a failed load is told once. */
export function useEditableSearch(jobSearchId: number | undefined) {
  const [search, setSearch] = useState<JobSearch | null>(null);
  const [loading, setLoading] = useState(jobSearchId !== undefined);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (jobSearchId === undefined) return;
    let active = true;
    getJobSearch(jobSearchId)
      .then((found) => active && setSearch(found))
      .catch((error: unknown) => {
        console.error('Could not load the job search', error);
        if (!active) return;
        setFailed(true);
        toastError(SEARCH_LOAD_FAILED);
      })
      .finally(() => active && setLoading(false));
    return () => {
      active = false;
    };
  }, [jobSearchId]);

  return { search, setSearch, loading, failed };
}
