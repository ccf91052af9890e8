import { getApiClient } from '@app/shared/api';
import type { JobSearch } from '@app/shared/contract';

// Only the search cards pause and resume: compiled into this remote (CONTRIBUTING, "Who owns an endpoint").

async function searchFrom(data: unknown, call: string): Promise<JobSearch> {
  const { checkAnswer, jobSearchSchema } = await import('@app/shared/contract');
  return checkAnswer(jobSearchSchema, data, call);
}

/** Pauses (product §4.12): the schedule stops firing, a running search stops after the job in progress. */
export async function pauseJobSearch(id: number): Promise<JobSearch> {
  const { data } = await getApiClient().post(`/job-search/${id}/pause/`, {});
  return searchFrom(data, 'pause job search');
}

/** Resumes: the schedule fires again, and a search paused while running starts again. */
export async function resumeJobSearch(id: number): Promise<JobSearch> {
  const { data } = await getApiClient().post(`/job-search/${id}/resume/`, {});
  return searchFrom(data, 'resume job search');
}
