import type { JobApplication } from '../contract';
import { getApiClient } from './client';
import { parseAnswer } from './parse-answer';

/** All of the user's applications, or one search's when its id is given. */
export async function listJobApplications(jobSearchId?: number): Promise<JobApplication[]> {
  const { data } = await getApiClient().get('/job-search/job-applications/', {
    params: jobSearchId === undefined ? {} : { job_search_id: jobSearchId },
  });
  return parseAnswer('jobApplicationListSchema', data, 'list job applications');
}
