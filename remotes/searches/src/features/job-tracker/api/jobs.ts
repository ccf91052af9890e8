import { getApiClient } from '@app/shared/api';
import type { Job, JobInput, JobListQuery, JobStatus } from '@app/shared/contract';

// The job tracker's endpoints: only this remote calls them, so they are compiled into it and checked
// with the contract it was built with (CONTRIBUTING, "Who owns an endpoint"). The tracker's paths
// have no trailing slash (product §7).
const BASE = '/jobs';

async function jobFrom(data: unknown, call: string): Promise<Job> {
  const { checkAnswer, jobSchema } = await import('@app/shared/contract');
  return checkAnswer(jobSchema, data, call);
}

/** One page of the list and how many jobs match the filters in all (the `X-Total-Count` header). */
export async function listJobsPage(filters: JobListQuery = {}): Promise<{ jobs: Job[]; total: number }> {
  const { data, headers } = await getApiClient().get(BASE, { params: filters });
  const { checkAnswer, jobListSchema } = await import('@app/shared/contract');
  const jobs = checkAnswer(jobListSchema, data, 'list jobs');
  const total = Number(headers['x-total-count']);
  return { jobs, total: Number.isFinite(total) ? total : jobs.length };
}

export async function createJob(body: JobInput): Promise<Job> {
  const { data } = await getApiClient().post(BASE, body);
  return jobFrom(data, 'create job');
}

/** PUT replaces the whole job. */
export async function replaceJob(id: number, body: JobInput): Promise<Job> {
  const { data } = await getApiClient().put(`${BASE}/${id}`, body);
  return jobFrom(data, 'replace job');
}

export async function updateJobStatus(id: number, status: JobStatus): Promise<Job> {
  const { data } = await getApiClient().patch(`${BASE}/${id}/status`, { status });
  return jobFrom(data, 'update job status');
}
