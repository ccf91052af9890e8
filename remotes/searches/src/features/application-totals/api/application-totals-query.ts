import { queryOptions } from '@tanstack/react-query';
import { getApiClient } from '@app/shared/api';
import type { ApplicationTotals } from '@app/shared/contract';

/**
 * This remote's endpoint and query: compiled into it and checked with the contract it was built
 * with, so it ships with the server and this remote alone (CONTRIBUTING, "Who owns an endpoint").
 * The key lives here, not in `@app/shared/query`, whose singleton copy may come from another build.
 */
export const applicationTotalsKey = ['application-totals'] as const;

async function getApplicationTotals(): Promise<ApplicationTotals> {
  const { data } = await getApiClient().get('/job-search/application-totals/');
  const { applicationTotalsSchema, checkAnswer } = await import('@app/shared/contract');
  return checkAnswer(applicationTotalsSchema, data, 'application totals');
}

export const applicationTotalsQuery = () =>
  queryOptions({
    queryKey: applicationTotalsKey,
    queryFn: getApplicationTotals,
    // Kept current by live events: re-read when events may have been missed (a lost connection).
    meta: { resyncOnReturn: true },
  });
