import { plural } from '@app/shared/format';
import type { JobSearchStatus } from '@app/shared/contract';
import type { MessageContent } from '../mail/layout';

/** What one run recorded, for the run-ended email. */
export interface RunTally {
  applied: number;
  failed: number;
  /** Not relevant, or applied to already. */
  skipped: number;
  waiting: number;
}

/** The end state in plain words, as the email's first sentence ends. */
const endedAs: Record<Exclude<JobSearchStatus, 'not_started' | 'running'>, string> = {
  completed: 'it is complete',
  stopped: 'you stopped it',
  no_matches: 'LinkedIn found no new matching jobs',
  nothing_applied: 'it finished without applying to any job',
  daily_limit: 'the daily application limit was reached',
  out_of_credits: 'you are out of credits',
  failed: 'it was stopped by a problem',
  login_failed: 'JobPilot could not sign in to LinkedIn',
};

/** "Engineer, Developer in Berlin": the name the dashboard's card gives the search. */
export const searchName = (terms: string[], location: string) => `${terms.join(', ')} in ${location}`;

/** The run-ended email (product §4.10): the search, how it ended, the run's note and counts, a link. */
export function runEndedMessage(input: {
  searchId: number;
  name: string;
  status: JobSearchStatus;
  notes: string;
  tally: RunTally;
}): MessageContent {
  const { tally } = input;
  const how = endedAs[input.status as keyof typeof endedAs] ?? 'it ended';
  return {
    subject: `Your job search "${input.name}" ended`,
    paragraphs: [
      `Your job search "${input.name}" has ended: ${how}.`,
      input.notes,
      `This run: ${tally.applied} applied, ${tally.failed} failed, ${tally.skipped} skipped, ` +
        `${plural(tally.waiting, 'job')} waiting for your answer.`,
    ],
    action: { label: 'See the search', path: `/job-search/${input.searchId}` },
  };
}
