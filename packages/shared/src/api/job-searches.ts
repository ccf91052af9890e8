import type { JobSearch, JobSearchScheduleRequest } from '../contract';
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

/** Sets (or replaces) when the search starts on its own (product §4.12); answers the search. */
export async function setJobSearchSchedule(id: number, schedule: JobSearchScheduleRequest): Promise<JobSearch> {
  const { data } = await getApiClient().put(`${BASE}${id}/schedule/`, schedule);
  return parseAnswer('jobSearchSchema', data, 'set job search schedule');
}

/** The search no longer starts on its own; answers the search. */
export async function clearJobSearchSchedule(id: number): Promise<JobSearch> {
  const { data } = await getApiClient().delete(`${BASE}${id}/schedule/`);
  return parseAnswer('jobSearchSchema', data, 'clear job search schedule');
}

/** Pauses: the schedule stops firing, a running search stops after the job in progress. */
export async function pauseJobSearch(id: number): Promise<JobSearch> {
  const { data } = await getApiClient().post(`${BASE}${id}/pause/`, {});
  return parseAnswer('jobSearchSchema', data, 'pause job search');
}

/** Resumes: the schedule fires again, and a search paused while running starts again. */
export async function resumeJobSearch(id: number): Promise<JobSearch> {
  const { data } = await getApiClient().post(`${BASE}${id}/resume/`, {});
  return parseAnswer('jobSearchSchema', data, 'resume job search');
}
