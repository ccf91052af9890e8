import { getApiClient } from '@app/shared/api';
import type { JobSearch, JobSearchScheduleRequest } from '@app/shared/contract';

// Only the edit page sets a schedule: compiled into this remote (CONTRIBUTING, "Who owns an endpoint").

async function searchFrom(data: unknown, call: string): Promise<JobSearch> {
  const { checkAnswer, jobSearchSchema } = await import('@app/shared/contract');
  return checkAnswer(jobSearchSchema, data, call);
}

/** Sets (or replaces) when the search starts on its own (product §4.12); answers the search. */
export async function setJobSearchSchedule(id: number, schedule: JobSearchScheduleRequest): Promise<JobSearch> {
  const { data } = await getApiClient().put(`/job-search/${id}/schedule/`, schedule);
  return searchFrom(data, 'set job search schedule');
}

/** The search no longer starts on its own; answers the search. */
export async function clearJobSearchSchedule(id: number): Promise<JobSearch> {
  const { data } = await getApiClient().delete(`/job-search/${id}/schedule/`);
  return searchFrom(data, 'clear job search schedule');
}
