import { recordAttempt, type AttemptOutcome } from '@/db/repositories/job-application-attempts';
import type { SignedInUser, TestApp } from './test-app';

/** A not-started search (with its preference) made through the API; answers both ids. */
export async function createSearch(t: TestApp, user: SignedInUser) {
  const preference = await t.request('POST', '/django/api/job-search/job-preferences/', {
    token: user.token,
    body: { search_term: 'Engineer', location: 'Berlin', max_jobs: 5 },
  });
  const search = await t.request('POST', '/django/api/job-search/', {
    token: user.token,
    body: { job_preference: preference.body.id },
  });
  if (search.status !== 201) throw new Error(`create search: ${search.status} ${search.text}`);
  return { searchId: search.body.id as number, preferenceId: preference.body.id as number };
}

let jobCounter = 0;

/** What the bot would record for one LinkedIn job of the search (a fresh job id each time). */
export function recordApplication(
  t: TestApp,
  user: SignedInUser,
  jobSearchId: number,
  overrides: Partial<AttemptOutcome> = {},
) {
  jobCounter += 1;
  return recordAttempt(t.database.db, {
    userId: user.user.id,
    jobSearchId,
    linkedinJobId: `li-recorded-${jobCounter}`,
    jobTitle: `Engineer ${jobCounter}`,
    companyName: 'Acme',
    jobUrl: `https://www.linkedin.com/jobs/view/${jobCounter}/`,
    status: 'applied',
    ...overrides,
  });
}
