import {
  answerNeededMessages,
  answerProblem,
  customAnswerQuestion,
  CUSTOM_ANSWERS_LIMITS,
  type AnswerInput,
} from '@app/shared/contract';
import type { Db } from '../db/client';
import {
  countJobsWaitingOn,
  lockOpenAnswerNeeded,
  markAnswerNeededAnswered,
  questionKey,
} from '../db/repositories/answers-needed';
import { lockExtraInformation, updateExtraInformation } from '../db/repositories/extra-information';

export type AnswerOutcome =
  | { ok: true; question: string; answer: string; jobsWaiting: number }
  | { ok: false; reason: 'not_found' }
  | { ok: false; reason: 'invalid'; message: string };

/** Thrown inside the transaction to undo its writes and answer `outcome` instead. */
class Refused extends Error {
  constructor(readonly outcome: AnswerOutcome & { ok: false }) {
    super(outcome.reason);
  }
}

/**
 * Saves the user's answer to an open question into their custom answers (Additional
 * Information), replacing any custom answer to the same question, and closes the question: the
 * postings waiting on it become retryable. One transaction holding the question's row and the
 * Additional Information's row locked, so parallel answers (and PATCHes) are merged one after the
 * other — none overwrites another's — and a double submit answers once. Every refusal rolls back.
 */
export async function answerNeededQuestion(db: Db, userId: number, id: number, answer: string): Promise<AnswerOutcome> {
  try {
    return await db.transaction(async (tx) => {
      const needed = await lockOpenAnswerNeeded(tx, userId, id);
      if (!needed) throw new Refused({ ok: false, reason: 'not_found' });
      const problem = answerProblem({ input: needed.input as AnswerInput, options: needed.options }, answer);
      if (problem) throw new Refused({ ok: false, reason: 'invalid', message: problem });
      const text = answer.trim();

      const extra = await lockExtraInformation(tx, userId);
      // Stored as Additional Information keeps it: a question from a posting cut to the saved length.
      const question = customAnswerQuestion(needed.question);
      const key = questionKey(question);
      const data = Object.fromEntries(Object.entries(extra.data).filter(([q]) => questionKey(q) !== key));
      if (Object.keys(data).length >= CUSTOM_ANSWERS_LIMITS.questions) {
        throw new Refused({ ok: false, reason: 'invalid', message: answerNeededMessages.noCustomRoom });
      }
      data[question] = text;
      await updateExtraInformation(tx, userId, extra.id, { data });

      if (!(await markAnswerNeededAnswered(tx, userId, id))) throw new Refused({ ok: false, reason: 'not_found' });
      return { ok: true, question: needed.question, answer: text, jobsWaiting: await countJobsWaitingOn(tx, id) };
    });
  } catch (error) {
    if (error instanceof Refused) return error.outcome;
    throw error;
  }
}
