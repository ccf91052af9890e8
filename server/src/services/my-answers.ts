import { answerProblem, type AnswerInput, type MyAnswer } from '@app/shared/contract';
import type { Db, DbOrTx } from '../db/client';
import { answeredQuestions, questionKey } from '../db/repositories/answers-needed';
import {
  findExtraInformation,
  lockOwnExtraInformation,
  updateExtraInformation,
} from '../db/repositories/extra-information';
import { whereUsed } from '../bot/answers/where-used';

type Answered = Awaited<ReturnType<typeof answeredQuestions>>;

function toMyAnswer(question: string, answer: string, answered: Answered): MyAnswer {
  const asked = answered.get(questionKey(question));
  const input = (asked?.input ?? 'text') as AnswerInput;
  return {
    question,
    answer,
    source: asked ? 'answers_needed' : 'custom_information',
    input,
    options: input === 'choice' && asked?.options && asked.options.length > 0 ? asked.options : null,
    used_for: whereUsed(question),
  };
}

/** The user's own answers (custom answers and those given under "Answers needed"), by question. */
export async function listMyAnswers(db: DbOrTx, userId: number): Promise<MyAnswer[]> {
  const extra = await findExtraInformation(db, userId);
  if (!extra) return [];
  const answered = await answeredQuestions(db, userId);
  return Object.entries(extra.data)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([question, answer]) => toMyAnswer(question, answer, answered));
}

export type MyAnswerOutcome =
  | { ok: true; answer: MyAnswer | null }
  | { ok: false; reason: 'not_found' }
  | { ok: false; reason: 'invalid'; message: string };

/**
 * Changes (`answer` given) or deletes (null) the user's saved answer to `question` (however spelt:
 * questionKey), under the Additional Information's row lock — the lock every other writer of the
 * custom answers takes — so an answer given meanwhile elsewhere is kept. An answer to a question
 * asked under "Answers needed" is checked as it was there (one of the options, a number). A refusal
 * changes nothing.
 */
export async function changeMyAnswer(
  db: Db,
  userId: number,
  question: string,
  answer: string | null,
): Promise<MyAnswerOutcome> {
  return db.transaction(async (tx): Promise<MyAnswerOutcome> => {
    const found = await findExtraInformation(tx, userId);
    const extra = found && (await lockOwnExtraInformation(tx, userId, found.id));
    const key = questionKey(question);
    const saved = extra && Object.keys(extra.data).find((q) => questionKey(q) === key);
    if (!extra || saved === undefined) return { ok: false, reason: 'not_found' };
    const answered = await answeredQuestions(tx, userId);
    const data = { ...extra.data };
    if (answer === null) {
      delete data[saved];
    } else {
      const current = toMyAnswer(saved, data[saved]!, answered);
      const problem = answerProblem(current, answer);
      if (problem) return { ok: false, reason: 'invalid', message: problem };
      data[saved] = answer.trim();
    }
    await updateExtraInformation(tx, userId, extra.id, { data });
    return { ok: true, answer: answer === null ? null : toMyAnswer(saved, data[saved]!, answered) };
  });
}
