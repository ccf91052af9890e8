import { and, count, eq, gte, isNotNull, ne, sql } from 'drizzle-orm';
import type { JobSearchStatus } from '@app/shared/contract';
import type { DbOrTx } from '../client';
import { jobApplications, jobPreferences, jobSearches, type PendingApplication } from '../schema';
import { isRowId } from './job-preferences';
import type { JobSearchWithPreference } from './job-searches';
import { invalidateReads } from '@/services/read-cache';

/**
 * The state of a search's run that the API and the bot's workers share through the database (they
 * may be on different machines): start, stop, the verification code hand-over and the submission
 * in flight. Every bot-side write names the run it belongs to, so a stale worker changes nothing.
 */

/** Sets a not-running search running as a new run; undefined when it is already running. */
export async function startRun(
  db: DbOrTx,
  userId: number,
  id: number,
): Promise<{ run: number; notes: string | null } | undefined> {
  const [row] = await db
    .update(jobSearches)
    .set({
      status: 'running',
      notes: null,
      run: sql`${jobSearches.run} + 1`,
      stopRequested: false,
      verificationRequestedAt: null,
      verificationCode: null,
      startedAt: new Date(),
      updatedAt: new Date(),
    })
    .where(and(eq(jobSearches.id, id), eq(jobSearches.userId, userId), ne(jobSearches.status, 'running')))
    .returning({ run: jobSearches.run, notes: jobSearches.notes });
  return row;
}

/** Asks the worker to stop after the current application; false when the search is not running. */
export async function requestStop(db: DbOrTx, userId: number, id: number): Promise<boolean> {
  const rows = await db
    .update(jobSearches)
    .set({ stopRequested: true })
    .where(and(eq(jobSearches.id, id), eq(jobSearches.userId, userId), eq(jobSearches.status, 'running')))
    .returning({ id: jobSearches.id });
  return rows.length === 1;
}

/** A search with its preference, whoever owns it (for the bot, which is handed the id by the queue). */
export async function loadSearchForRun(db: DbOrTx, id: number): Promise<JobSearchWithPreference | undefined> {
  if (!isRowId(id)) return undefined;
  const [row] = await db
    .select({ search: jobSearches, preference: jobPreferences })
    .from(jobSearches)
    .innerJoin(jobPreferences, eq(jobPreferences.id, jobSearches.jobPreferenceId))
    .where(eq(jobSearches.id, id))
    .limit(1);
  return row;
}

/** Ids and runs of every running search (the in-process runner resumes them at start). */
export function runningSearches(db: DbOrTx): Promise<Array<{ id: number; run: number }>> {
  return db
    .select({ id: jobSearches.id, run: jobSearches.run })
    .from(jobSearches)
    .where(eq(jobSearches.status, 'running'));
}

const ofRun = (id: number, run: number) => and(eq(jobSearches.id, id), eq(jobSearches.run, run));

/** Ends (or re-states) a run; false when a newer run has taken the search over. */
export async function setRunStatus(
  db: DbOrTx,
  id: number,
  run: number,
  status: JobSearchStatus,
  notes: string | null,
): Promise<boolean> {
  const rows = await db
    .update(jobSearches)
    .set({
      status,
      notes,
      updatedAt: new Date(),
      ...(status !== 'running' && { verificationRequestedAt: null, verificationCode: null, stopRequested: false }),
    })
    .where(ofRun(id, run))
    .returning({ userId: jobSearches.userId });
  if (rows[0]) invalidateReads(db, rows[0].userId);
  return rows.length === 1;
}

/** The run's current flags, read between applications. */
export async function runFlags(
  db: DbOrTx,
  id: number,
  run: number,
): Promise<{
  current: boolean;
  stopRequested: boolean;
  paused: boolean;
  pending: PendingApplication | null;
  maxJobs: number;
}> {
  const [row] = await db
    .select({
      status: jobSearches.status,
      stopRequested: jobSearches.stopRequested,
      paused: jobSearches.paused,
      pending: jobSearches.pendingApplication,
      maxJobs: jobPreferences.maxJobs,
    })
    .from(jobSearches)
    .innerJoin(jobPreferences, eq(jobPreferences.id, jobSearches.jobPreferenceId))
    .where(ofRun(id, run))
    .limit(1);
  return {
    current: row?.status === 'running',
    stopRequested: row?.stopRequested ?? true,
    paused: row?.paused ?? false,
    pending: row?.pending ?? null,
    maxJobs: row?.maxJobs ?? 0,
  };
}

/**
 * The worker starts waiting `seconds` for a PIN: any earlier code is forgotten, and the wait is
 * state a page reads (the search's verification_seconds_left), not only a live event it may miss.
 */
export async function awaitVerificationCode(db: DbOrTx, id: number, run: number, seconds: number): Promise<void> {
  const now = new Date();
  await db
    .update(jobSearches)
    .set({
      verificationRequestedAt: now,
      verificationExpiresAt: new Date(now.getTime() + seconds * 1000),
      verificationCode: null,
    })
    .where(ofRun(id, run));
}

/**
 * What the worker waiting for a PIN finds: the code the user submitted (taken and cleared), that
 * the user cancelled (the API cleared the wait, product §4.4), or still nothing.
 */
export type VerificationPoll = { code: string } | 'cancelled' | 'waiting';

export async function takeVerificationCode(db: DbOrTx, id: number, run: number): Promise<VerificationPoll> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ code: jobSearches.verificationCode, requestedAt: jobSearches.verificationRequestedAt })
      .from(jobSearches)
      .where(ofRun(id, run))
      .for('update');
    if (row?.code) {
      await tx.update(jobSearches).set({ verificationCode: null, verificationRequestedAt: null }).where(ofRun(id, run));
      return { code: row.code };
    }
    // Only the worker clears the wait after taking a code, so a cleared wait without one is a cancel.
    return row && row.requestedAt === null ? 'cancelled' : 'waiting';
  });
}

/** The worker stopped waiting (a code came, or the time ran out). */
export async function stopAwaitingVerification(db: DbOrTx, id: number, run: number): Promise<void> {
  await db.update(jobSearches).set({ verificationRequestedAt: null, verificationCode: null }).where(ofRun(id, run));
}

/** Hands a code to the user's search that waits for one; false when none waits. */
export async function submitVerificationCode(db: DbOrTx, userId: number, code: string): Promise<boolean> {
  const rows = await db
    .update(jobSearches)
    .set({ verificationCode: code })
    .where(
      and(
        eq(jobSearches.userId, userId),
        eq(jobSearches.status, 'running'),
        isNotNull(jobSearches.verificationRequestedAt),
      ),
    )
    .returning({ id: jobSearches.id });
  return rows.length > 0;
}

/** Cancel in the code dialog: clears the wait of this user's search; false when it waits for nothing. */
export async function cancelVerification(db: DbOrTx, userId: number, id: number): Promise<boolean> {
  const rows = await db
    .update(jobSearches)
    .set({ verificationRequestedAt: null, verificationCode: null })
    .where(
      and(
        eq(jobSearches.id, id),
        eq(jobSearches.userId, userId),
        eq(jobSearches.status, 'running'),
        isNotNull(jobSearches.verificationRequestedAt),
      ),
    )
    .returning({ id: jobSearches.id });
  return rows.length > 0;
}

export async function setPendingApplication(
  db: DbOrTx,
  id: number,
  run: number,
  pending: PendingApplication | null,
): Promise<void> {
  await db.update(jobSearches).set({ pendingApplication: pending }).where(ofRun(id, run));
}

/**
 * Sets num_applied_jobs to the search's applied applications: idempotent, so a worker that died
 * between recording and counting leaves nothing to repair.
 */
export async function recountAppliedJobs(db: DbOrTx, id: number): Promise<number> {
  const [row] = await db
    .update(jobSearches)
    .set({
      numAppliedJobs: sql`(select count(*) from ${jobApplications} where ${jobApplications.jobSearchId} = ${id} and ${jobApplications.status} = 'applied')::int`,
      updatedAt: new Date(),
    })
    .where(eq(jobSearches.id, id))
    .returning({ applied: jobSearches.numAppliedJobs, userId: jobSearches.userId });
  if (row) invalidateReads(db, row.userId);
  return row?.applied ?? 0;
}

/** Applications the bot sent for the user since `since` (the daily cap). */
export async function countAppliedSince(db: DbOrTx, userId: number, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(jobApplications)
    .where(
      and(
        eq(jobApplications.userId, userId),
        eq(jobApplications.status, 'applied'),
        // Sent since: a posting that waited for an answer and was sent today counts today.
        gte(jobApplications.attemptedAt, since),
      ),
    );
  return row?.n ?? 0;
}
