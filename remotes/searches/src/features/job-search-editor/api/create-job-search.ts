import { getApiClient } from '@app/shared/api';
import type { JobSearch } from '@app/shared/contract';

// Only the editor creates a search: compiled into this remote (CONTRIBUTING, "Who owns an endpoint").

/** A search is made from a saved preference (product §4), and starts not_started. */
export async function createJobSearch(jobPreferenceId: number): Promise<JobSearch> {
  const { data } = await getApiClient().post('/job-search/', { job_preference: jobPreferenceId });
  const { checkAnswer, jobSearchSchema } = await import('@app/shared/contract');
  return checkAnswer(jobSearchSchema, data, 'create job search');
}
