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

/** A search is made from a saved preference (product §4), and starts not_started. */
export async function createJobSearch(jobPreferenceId: number): Promise<JobSearch> {
  const { data } = await getApiClient().post(BASE, { job_preference: jobPreferenceId });
  return parseAnswer('jobSearchSchema', data, 'create job search');
}

/** Empty body (product §7); answers the search, now running. Progress then arrives as live events. */
export async function startJobSearch(id: number): Promise<JobSearch> {
  const { data } = await getApiClient().post(`${BASE}${id}/start/`, {});
  return parseAnswer('jobSearchSchema', data, 'start job search');
}

/** Asks the running search to stop after the application in progress; answers the search. */
export async function stopJobSearch(id: number): Promise<JobSearch> {
  const { data } = await getApiClient().post(`${BASE}${id}/stop/`, {});
  return parseAnswer('jobSearchSchema', data, 'stop job search');
}

/** The PIN LinkedIn asked for during the bot's login (live `login_to_linkedin` verification_code). */
export async function submitVerificationCode(verificationCode: string): Promise<void> {
  await getApiClient().post(`${BASE}submit-verification-code/`, { verification_code: verificationCode });
}

/** Cancel in the code dialog: the bot stops waiting and the run ends login_failed (product §4.4). */
export async function cancelVerification(jobSearchId: number): Promise<void> {
  await getApiClient().post(`${BASE}cancel-verification/`, { job_search_id: jobSearchId });
}
