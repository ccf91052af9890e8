import type { Job, JobInput, JobListQuery, JobStats, JobStatus } from '../contract';
import { RECENT_JOBS_DEFAULT_LIMIT } from '../contract/jobs-defaults';
import { getApiClient } from './client';
import { parseAnswer } from './parse-answer';

// The job tracker's paths have no trailing slash (product §7).
const BASE = '/jobs';

export async function listJobs(filters: JobListQuery = {}): Promise<Job[]> {
  const { data } = await getApiClient().get(BASE, { params: filters });
  return parseAnswer('jobListSchema', data, 'list jobs');
}

/** One page of the list and how many jobs match the filters in all (the `X-Total-Count` header). */
export async function listJobsPage(filters: JobListQuery = {}): Promise<{ jobs: Job[]; total: number }> {
  const { data, headers } = await getApiClient().get(BASE, { params: filters });
  const jobs = await parseAnswer('jobListSchema', data, 'list jobs');
  const total = Number(headers['x-total-count']);
  return { jobs, total: Number.isFinite(total) ? total : jobs.length };
}

export async function getJob(id: number): Promise<Job> {
  const { data } = await getApiClient().get(`${BASE}/${id}`);
  return parseAnswer('jobSchema', data, 'get job');
}

export async function createJob(body: JobInput): Promise<Job> {
  const { data } = await getApiClient().post(BASE, body);
  return parseAnswer('jobSchema', data, 'create job');
}

/** PUT replaces the whole job. */
export async function replaceJob(id: number, body: JobInput): Promise<Job> {
  const { data } = await getApiClient().put(`${BASE}/${id}`, body);
  return parseAnswer('jobSchema', data, 'replace job');
}

export async function deleteJob(id: number): Promise<void> {
  await getApiClient().delete(`${BASE}/${id}`);
}

export async function getJobStats(): Promise<JobStats> {
  const { data } = await getApiClient().get(`${BASE}/stats`);
  return parseAnswer('jobStatsSchema', data, 'job stats');
}

export async function listRecentJobs(limit: number = RECENT_JOBS_DEFAULT_LIMIT): Promise<Job[]> {
  const { data } = await getApiClient().get(`${BASE}/recent`, { params: { limit } });
  return parseAnswer('jobListSchema', data, 'recent jobs');
}

export async function updateJobStatus(id: number, status: JobStatus): Promise<Job> {
  const { data } = await getApiClient().patch(`${BASE}/${id}/status`, { status });
  return parseAnswer('jobSchema', data, 'update job status');
}

export async function searchJobs(search: string, filters: JobListQuery = {}): Promise<Job[]> {
  const { data } = await getApiClient().get(`${BASE}/search`, { params: { ...filters, search } });
  return parseAnswer('jobListSchema', data, 'search jobs');
}
