import { queryClient, useServerQuery } from '@app/shared/query';
import { useLiveEvent } from '@app/shared/stores';
import { applicationTotalsKey, applicationTotalsQuery } from './application-totals-query';

/** Read them again: every recorded attempt and every new question may change them. */
export const refetchApplicationTotals = () => void queryClient.invalidateQueries({ queryKey: applicationTotalsKey });

/** The user's totals across searches, kept current by the run's live events while `enabled`. */
export function useApplicationTotals({ enabled = true }: { enabled?: boolean } = {}) {
  useLiveEvent('job_application_recorded', refetchApplicationTotals);
  useLiveEvent('job_application_success', refetchApplicationTotals);
  useLiveEvent('answer_needed', refetchApplicationTotals);
  return useServerQuery({ ...applicationTotalsQuery(), enabled });
}
