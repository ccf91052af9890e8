import { answerNeededMessages, answerProblem, CUSTOM_ANSWERS_LIMITS, type AnswerInput } from '@app/shared/contract';
import type { Db } from '../db/client';
import {
  countJobsWaitingOn,
  findOpenAnswerNeeded,
  markAnswerNeededAnswered,
  markWaitingAnswered,
  questionKey,
} from '../db/repositories/answers-needed';
import type { JobApplicationRow } from '../db/repositories/job-applications';
import {
  createExtraInformation,
  findExtraInformation,
  updateExtraInformation,
} from '../db/repositories/extra-information';

export type AnswerOutcome =
  | { ok: true; question: string; answer: string; jobsWaiting: number; answered: JobApplicationRow[] }
  | { ok: false; reason: 'not_found' }
  | { ok: false; reason: 'invalid'; message: string };

/**
 * Saves the user's answer to an open question into their custom answers (Additional
 * Information), replacing any custom answer to the same question, and closes the question: the
 * postings waiting on it become retryable. One transaction, so a double submit answers once.
 */
export function answerNeededQuestion(db: Db, userId: number, id: number, answer: string): Promise<AnswerOutcome> {
  return db.transaction(async (tx) => {
    const needed = await findOpenAnswerNeeded(tx, userId, id);
    if (!needed) return { ok: false, reason: 'not_found' };
    const problem = answerProblem({ input: needed.input as AnswerInput, options: needed.options }, answer);
    if (problem) return { ok: false, reason: 'invalid', message: problem };
    const text = answer.trim();

    const extra = await findExtraInformation(tx, userId);
    const key = questionKey(needed.question);
    const data = Object.fromEntries(Object.entries(extra?.data ?? {}).filter(([q]) => questionKey(q) !== key));
    if (Object.keys(data).length >= CUSTOM_ANSWERS_LIMITS.questions) {
      return { ok: false, reason: 'invalid', message: answerNeededMessages.noCustomRoom };
    }
    data[needed.question] = text;
    if (extra) await updateExtraInformation(tx, userId, extra.id, { data });
    else await createExtraInformation(tx, userId, { data });

    if (!(await markAnswerNeededAnswered(tx, userId, id))) return { ok: false, reason: 'not_found' };
    const jobsWaiting = await countJobsWaitingOn(tx, id);
    // No longer waiting for the user: first in line for the running search, else the next start.
    const answered = await markWaitingAnswered(tx, userId, id);
    return { ok: true, question: needed.question, answer: text, jobsWaiting, answered };
  });
}
