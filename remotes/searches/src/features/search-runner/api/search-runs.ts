import { getApiClient } from '@app/shared/api';
import type { JobSearch } from '@app/shared/contract';

// Starting, stopping and LinkedIn's PIN: only the runner calls them, so they are compiled into this
// remote (CONTRIBUTING, "Who owns an endpoint"). The search itself stays a shared query.
const BASE = '/job-search/';

async function searchFrom(data: unknown, call: string): Promise<JobSearch> {
  const { checkAnswer, jobSearchSchema } = await import('@app/shared/contract');
  return checkAnswer(jobSearchSchema, data, call);
}

/** Empty body (product §7); answers the search, now running. Progress then arrives as live events. */
export async function startJobSearch(id: number): Promise<JobSearch> {
  const { data } = await getApiClient().post(`${BASE}${id}/start/`, {});
  return searchFrom(data, 'start job search');
}

/** Asks the running search to stop after the application in progress; answers the search. */
export async function stopJobSearch(id: number): Promise<JobSearch> {
  const { data } = await getApiClient().post(`${BASE}${id}/stop/`, {});
  return searchFrom(data, 'stop job search');
}

/** The PIN LinkedIn asked for during the bot's login (live `login_to_linkedin` verification_code). */
export async function submitVerificationCode(verificationCode: string): Promise<void> {
  await getApiClient().post(`${BASE}submit-verification-code/`, { verification_code: verificationCode });
}

/** Cancel in the code dialog: the bot stops waiting and the run ends login_failed (product §4.4). */
export async function cancelVerification(jobSearchId: number): Promise<void> {
  await getApiClient().post(`${BASE}cancel-verification/`, { job_search_id: jobSearchId });
}
