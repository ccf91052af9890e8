import { and, asc, eq, isNotNull, isNull, lt, notInArray, or, sql } from 'drizzle-orm';
import { FINAL_JOB_APPLICATION_STATUSES } from '@app/shared/contract';
import type { DbOrTx } from '../client';
import { answersNeeded, jobApplications } from '../schema';
import type { JobApplicationRow, NewJobApplication } from './job-applications';

/** Times the bot goes through one posting's form before it gives up on it. */
export const MAX_ATTEMPTS = 3;

const notFinal = notInArray(jobApplications.status, [...FINAL_JOB_APPLICATION_STATUSES]);

/** This user's record of this LinkedIn job, if any (whichever search made it). */
export async function findOwnApplication(
  db: DbOrTx,
  userId: number,
  linkedinJobId: string,
): Promise<JobApplicationRow | undefined> {
  const [row] = await db
    .select()
    .from(jobApplications)
    .where(and(eq(jobApplications.userId, userId), eq(jobApplications.linkedinJobId, linkedinJobId)))
    .limit(1);
  return row;
}

/**
 * Postings worth opening again: answered ones, waiting ones whose question is answered now (or
 * whose record is gone), and — with `failed` — those failed fewer than MAX_ATTEMPTS times. `jobSearchId` limits
 * them to one search's records. Oldest first.
 */
export async function retryablePostings(
  db: DbOrTx,
  userId: number,
  options: { jobSearchId?: number; failed: boolean },
): Promise<JobApplicationRow[]> {
  const answered = or(
    eq(jobApplications.status, 'answered'),
    and(
      eq(jobApplications.status, 'waiting'),
      or(isNull(jobApplications.waitingOn), isNotNull(answersNeeded.answeredAt)),
    ),
  );
  const failed = and(eq(jobApplications.status, 'failed'), lt(jobApplications.attempts, MAX_ATTEMPTS));
  const rows = await db
    .select({ application: jobApplications })
    .from(jobApplications)
    .leftJoin(answersNeeded, eq(answersNeeded.id, jobApplications.waitingOn))
    .where(
      and(
        eq(jobApplications.userId, userId),
        options.jobSearchId === undefined ? undefined : eq(jobApplications.jobSearchId, options.jobSearchId),
        options.failed ? or(answered, failed) : answered,
      ),
    )
    .orderBy(asc(jobApplications.createdAt), asc(jobApplications.id));
  return rows.map((r) => r.application);
}

/** Whether the bot may open this recorded posting again now (see retryablePostings). */
export async function mayRetry(db: DbOrTx, row: JobApplicationRow): Promise<boolean> {
  if (row.status === 'failed') return row.attempts < MAX_ATTEMPTS;
  if (row.status === 'answered') return true;
  if (row.status !== 'waiting') return false;
  if (row.waitingOn === null) return true;
  const [question] = await db
    .select({ answeredAt: answersNeeded.answeredAt })
    .from(answersNeeded)
    .where(eq(answersNeeded.id, row.waitingOn))
    .limit(1);
  return !question || question.answeredAt !== null;
}

export interface AttemptOutcome extends NewJobApplication {
  waitingOn?: number | null;
}

/**
 * Records the outcome of one pass through a posting's form: a new row (attempt 1), or the existing
 * row of an earlier, non-final attempt updated (attempt n + 1, moved to this search). A final row
 * (applied, already applied) never changes: `changed: false` tells the caller not to count or
 * charge it again.
 */
export async function recordAttempt(
  db: DbOrTx,
  input: AttemptOutcome,
): Promise<{ application: JobApplicationRow; changed: boolean }> {
  const values = {
    ...input,
    errorMessage: input.errorMessage ?? null,
    answers: input.answers ?? [],
    waitingOn: input.waitingOn ?? null,
    companySystem: input.companySystem ?? null,
    companySiteUrl: input.companySiteUrl ?? null,
  };
  const [written] = await db
    .insert(jobApplications)
    .values(values)
    .onConflictDoUpdate({
      target: [jobApplications.userId, jobApplications.linkedinJobId],
      set: {
        jobSearchId: values.jobSearchId,
        status: values.status,
        errorMessage: values.errorMessage,
        answers: values.answers,
        waitingOn: values.waitingOn,
        companySystem: values.companySystem,
        companySiteUrl: values.companySiteUrl,
        attempts: sql`${jobApplications.attempts} + 1`,
        attemptedAt: sql`now()`,
      },
      setWhere: notFinal,
    })
    .returning();
  if (written) return { application: written, changed: true };
  const [existing] = await db
    .select()
    .from(jobApplications)
    .where(and(eq(jobApplications.userId, input.userId), eq(jobApplications.linkedinJobId, input.linkedinJobId)))
    .limit(1);
  if (!existing) throw new Error(`job application ${input.linkedinJobId} vanished while being recorded`);
  return { application: existing, changed: false };
}
