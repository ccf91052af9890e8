import type { JobSearch } from '../contract';
import { getApiClient } from './client';
import { parseAnswer } from './parse-answer';

const BASE = '/job-search/';

export async function listJobSearches(): Promise<JobSearch[]> {
  const { data } = await getApiClient().get(BASE);
  return parseAnswer('jobSearchListSchema', data, 'list job searches');
}

export async function getJobSearch(id: number): Promise<JobSearch> {
  const { data } = await getApiClient().get(`${BASE}${id}/`);
  return parseAnswer('jobSearchSchema', data, 'get job search');
}
