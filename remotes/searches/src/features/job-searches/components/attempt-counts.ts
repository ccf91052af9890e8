import type { JobApplication } from '@app/shared/contract';

/** What a search's attempts came to besides applications (product §2.3's card). */
export interface AttemptCounts {
  failed: number;
  /** Not applied on purpose: not relevant, already applied to on LinkedIn, closed or applied to elsewhere. */
  skipped: number;
  waiting: number;
}

/** One search's attempts, counted from the user's applications. */
export function attemptCounts(applications: readonly JobApplication[], jobSearchId: number): AttemptCounts {
  const counts: AttemptCounts = { failed: 0, skipped: 0, waiting: 0 };
  for (const { job_search, status } of applications) {
    if (job_search !== jobSearchId) continue;
    if (status === 'failed') counts.failed += 1;
    else if (status === 'waiting') counts.waiting += 1;
    else if (status === 'not_relevant' || status === 'already_applied' || status === 'skipped') counts.skipped += 1;
  }
  return counts;
}
