import { useCallback, useEffect, useState } from 'react';
import { listJobApplications } from '@app/shared/api';
import type { JobApplication } from '@app/shared/contract';
import { useLiveEvent } from '@app/shared/stores';
import { toastError } from '../../../utils/toast';

export const APPLICATIONS_LOAD_FAILED = 'Failed to load applications';

/** The user's applications (or one search's), newest first; a live success puts the new one on top. */
export function useJobApplications(jobSearchId?: number) {
  const [applications, setApplications] = useState<JobApplication[]>([]);
  const [loading, setLoading] = useState(true);

  useEffect(() => {
    let active = true;
    setLoading(true);
    listJobApplications(jobSearchId)
      .then((list) => active && setApplications(list))
      .catch((error: unknown) => {
        console.error('Could not load the applications', error);
        if (active) toastError(APPLICATIONS_LOAD_FAILED);
      })
      .finally(() => active && setLoading(false));
    return () => {
      active = false;
    };
  }, [jobSearchId]);

  // A posting now waits for an answer: it is among the applications, as waiting.
  const reload = useCallback(() => {
    listJobApplications(jobSearchId)
      .then(setApplications)
      .catch((error: unknown) => console.error('Could not reload the applications', error));
  }, [jobSearchId]);
  useLiveEvent('answer_needed', reload);

  useLiveEvent('job_application_success', ({ job_search_id, application }) => {
    if (jobSearchId !== undefined && job_search_id !== jobSearchId) return;
    setApplications((list) => [application, ...list.filter((a) => a.id !== application.id)]);
  });

  return { applications, loading };
}
