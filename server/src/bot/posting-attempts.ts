import type { AnswerInput, CompanySystemName, GivenAnswer } from '@app/shared/contract';
import {
  countJobsWaitingOn,
  findOpenAnswerNeededByMeaning,
  recordAnswerNeeded,
  toAnswerNeeded,
} from '../db/repositories/answers-needed';
import { MAX_ATTEMPTS, recordAttempt } from '../db/repositories/job-application-attempts';
import type { JobApplicationRow } from '../db/repositories/job-applications';
import { couldNotAnswerMessage, type FormQuestion } from './answers/applicant';
import { publishAnswersWaiting } from '../services/answers-waiting';
import { sameQuestionKey } from './answers/same-question';
import type { BotDeps } from './bot-deps';
import type { JobCard } from './linkedin/search-results';

/** The posting of a recorded application, to open it again. */
export const cardOf = (row: JobApplicationRow): JobCard => ({
  jobId: row.linkedinJobId,
  title: row.jobTitle,
  company: row.companyName,
  url: row.jobUrl,
  applied: false,
});

/** How the user answers a question in the web app. */
function answerInputOf(question: FormQuestion): { input: AnswerInput; options: string[] | null } {
  switch (question.kind) {
    case 'select':
    case 'radio':
    case 'checkbox':
      return question.options.length > 0
        ? { input: 'choice', options: question.options }
        : { input: 'text', options: null };
    case 'numeric':
      return { input: 'number', options: null };
    default:
      return { input: 'text', options: null };
  }
}

const attemptMessages = {
  waiting: (question: string) => `Waiting for your answer to "${question}".`,
  gaveUp: (reason: string) => `Gave up after ${MAX_ATTEMPTS} attempts. ${reason}`,
} as const;

/** The attempt this pass through the form is (1 for a posting never tried). */
const attemptNumber = (existing: JobApplicationRow | undefined) => (existing ? existing.attempts + 1 : 1);

export interface PostingAttempt {
  userId: number;
  jobSearchId: number;
  card: JobCard;
  /** This user's earlier record of the posting, if any. */
  existing: JobApplicationRow | undefined;
  answers: GivenAnswer[];
  /** Set when the form is on the company's own site (product §4.13). */
  companySystem?: CompanySystemName;
  companySiteUrl?: string;
}

/**
 * A required question the user's data does not answer: the posting waits for the user's answer
 * (the question goes to their answers-needed list, live), unless this was its last attempt, when
 * it fails for good with the reason.
 */
export async function recordWaiting(
  deps: Pick<BotDeps, 'db' | 'live'>,
  attempt: PostingAttempt,
  question: FormQuestion,
): Promise<JobApplicationRow> {
  const { db, live } = deps;
  if (attemptNumber(attempt.existing) >= MAX_ATTEMPTS) {
    return recordFailed(deps, attempt, couldNotAnswerMessage(question.label));
  }
  // The same question asked by another posting in other words is still open: wait on it, ask once.
  const meaningKey = sameQuestionKey(question);
  const open = meaningKey && (await findOpenAnswerNeededByMeaning(db, attempt.userId, meaningKey));
  const needed =
    open ||
    (await recordAnswerNeeded(db, attempt.userId, { label: question.label, ...answerInputOf(question), meaningKey }));
  const { application } = await recordAttempt(db, {
    ...applicationOf(attempt),
    status: 'waiting',
    errorMessage: attemptMessages.waiting(needed.question),
    waitingOn: needed.id,
  });
  await live.publish(attempt.userId, 'answer_needed', toAnswerNeeded(needed, await countJobsWaitingOn(db, needed.id)));
  await publishAnswersWaiting(db, live, attempt.userId);
  return application;
}

/** A failed pass (a transient error): tried again at the next start, given up after MAX_ATTEMPTS. */
export async function recordFailed(
  deps: Pick<BotDeps, 'db'>,
  attempt: PostingAttempt,
  reason: string,
): Promise<JobApplicationRow> {
  const last = attemptNumber(attempt.existing) >= MAX_ATTEMPTS;
  const { application } = await recordAttempt(deps.db, {
    ...applicationOf(attempt),
    status: 'failed',
    errorMessage: last ? attemptMessages.gaveUp(reason) : reason,
  });
  return application;
}

const applicationOf = (attempt: PostingAttempt) => ({
  userId: attempt.userId,
  jobSearchId: attempt.jobSearchId,
  linkedinJobId: attempt.card.jobId,
  jobTitle: attempt.card.title,
  companyName: attempt.card.company,
  jobUrl: attempt.card.url,
  answers: attempt.answers,
  companySystem: attempt.companySystem,
  companySiteUrl: attempt.companySiteUrl,
});
