import { and, asc, count, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { AnswerInput, AnswerNeeded } from '@app/shared/contract';
import type { DbOrTx } from '../client';
import { answersNeeded, jobApplications } from '../schema';

export type AnswerNeededRow = typeof answersNeeded.$inferSelect;

/** One question however a form spells it: case, spacing and the trailing "?", ":" or "*" aside. */
export const questionKey = (question: string) =>
  question
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/[\s?:*.]+$/, '')
    .trim();

export const toAnswerNeeded = (row: AnswerNeededRow, jobsWaiting: number): AnswerNeeded => ({
  id: row.id,
  question: row.question,
  options: row.input === 'choice' && row.options && row.options.length > 0 ? row.options : null,
  input: row.input as AnswerInput,
  jobs_waiting: jobsWaiting,
});

/**
 * Records (or reopens) the user's one record of this question, with the options the form offered
 * this time. Reopened: an earlier answer did not fit this form, so the user is asked again.
 */
export async function recordAnswerNeeded(
  db: DbOrTx,
  userId: number,
  question: { label: string; input: AnswerInput; options: string[] | null; meaningKey?: string | null },
): Promise<AnswerNeededRow> {
  const values = {
    question: question.label.trim(),
    input: question.input,
    options: question.input === 'choice' ? question.options : null,
    meaningKey: question.meaningKey ?? null,
    answeredAt: null,
    updatedAt: new Date(),
  };
  const [row] = await db
    .insert(answersNeeded)
    .values({ userId, key: questionKey(question.label), ...values })
    .onConflictDoUpdate({ target: [answersNeeded.userId, answersNeeded.key], set: values })
    .returning();
  return row!;
}

/** The user's open question asking the same as one worded otherwise (see sameQuestionKey), if any. */
export async function findOpenAnswerNeededByMeaning(
  db: DbOrTx,
  userId: number,
  meaningKey: string,
): Promise<AnswerNeededRow | undefined> {
  const [row] = await db
    .select()
    .from(answersNeeded)
    .where(
      and(eq(answersNeeded.userId, userId), eq(answersNeeded.meaningKey, meaningKey), isNull(answersNeeded.answeredAt)),
    )
    .orderBy(asc(answersNeeded.id))
    .limit(1);
  return row;
}

const waitingCount = sql<number>`cast(count(${jobApplications.id}) as integer)`;

/**
 * A posting really waiting on this question: on hold, and with a search to try it again (a posting
 * whose search was deleted is never tried again, so it does not count).
 */
const waitsOn = (id: typeof answersNeeded.id | number) =>
  and(eq(jobApplications.waitingOn, id), eq(jobApplications.status, 'waiting'), isNotNull(jobApplications.jobSearchId));

/** The user's unanswered questions, oldest first, each with the number of postings waiting on it. */
export async function listOpenAnswersNeeded(
  db: DbOrTx,
  userId: number,
): Promise<Array<{ row: AnswerNeededRow; jobsWaiting: number }>> {
  const rows = await db
    .select({ row: answersNeeded, jobsWaiting: waitingCount })
    .from(answersNeeded)
    .leftJoin(jobApplications, waitsOn(answersNeeded.id))
    .where(and(eq(answersNeeded.userId, userId), isNull(answersNeeded.answeredAt)))
    .groupBy(answersNeeded.id)
    .orderBy(asc(answersNeeded.createdAt), asc(answersNeeded.id));
  return rows.map((r) => ({ row: r.row, jobsWaiting: Number(r.jobsWaiting) }));
}

/**
 * The user's open record with this id, locked until the transaction ends (a second answer to it
 * waits, then finds it answered); undefined for an unknown, answered or another user's id.
 */
export async function lockOpenAnswerNeeded(
  tx: DbOrTx,
  userId: number,
  id: number,
): Promise<AnswerNeededRow | undefined> {
  const [row] = await tx
    .select()
    .from(answersNeeded)
    .where(and(eq(answersNeeded.id, id), eq(answersNeeded.userId, userId), isNull(answersNeeded.answeredAt)))
    .limit(1)
    .for('update');
  return row;
}

/** How many of the user's questions wait for an answer (the header's badge, product §4.6). */
export async function countOpenAnswersNeeded(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(answersNeeded)
    .where(and(eq(answersNeeded.userId, userId), isNull(answersNeeded.answeredAt)));
  return Number(row?.n ?? 0);
}

export async function countJobsWaitingOn(db: DbOrTx, id: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(jobApplications).where(waitsOn(id));
  return Number(row?.n ?? 0);
}

/** Closes the record; false when it was answered (or reopened and answered) meanwhile. */
export async function markAnswerNeededAnswered(db: DbOrTx, userId: number, id: number): Promise<boolean> {
  const rows = await db
    .update(answersNeeded)
    .set({ answeredAt: new Date(), updatedAt: new Date() })
    .where(and(eq(answersNeeded.id, id), eq(answersNeeded.userId, userId), isNull(answersNeeded.answeredAt)))
    .returning({ id: answersNeeded.id });
  return rows.length > 0;
}

/** Keys of the questions this user answered under "Answers needed" (their answers are custom answers). */
export async function answeredQuestionKeys(db: DbOrTx, userId: number): Promise<Set<string>> {
  const rows = await db
    .select({ key: answersNeeded.key })
    .from(answersNeeded)
    .where(and(eq(answersNeeded.userId, userId), isNotNull(answersNeeded.answeredAt)));
  return new Set(rows.map((row) => row.key));
}

/** The error_message of an `answered` application (product §4.3). */
const answeredMessage = 'Your answer is saved. This job is tried again next.';

/**
 * The postings waiting on this question, now that it is answered: `answered`, first in line for the
 * running search (or tried at the next start). Returns them, to be announced.
 */
export function markWaitingAnswered(db: DbOrTx, userId: number, id: number) {
  return db
    .update(jobApplications)
    .set({ status: 'answered', errorMessage: answeredMessage })
    .where(and(eq(jobApplications.userId, userId), waitsOn(id)))
    .returning();
}

/** The questions this user answered under "Answers needed", by key, with how each was to be typed. */
export async function answeredQuestions(
  db: DbOrTx,
  userId: number,
): Promise<Map<string, Pick<AnswerNeededRow, 'input' | 'options'>>> {
  const rows = await db
    .select({ key: answersNeeded.key, input: answersNeeded.input, options: answersNeeded.options })
    .from(answersNeeded)
    .where(and(eq(answersNeeded.userId, userId), isNotNull(answersNeeded.answeredAt)));
  return new Map(rows.map(({ key, ...row }) => [key, row]));
}
