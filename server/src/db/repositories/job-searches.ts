import { and, desc, eq, sql } from 'drizzle-orm';
import type { JobSearch } from '@app/shared/contract';
import { formatTimestamp } from '@app/shared/format';
import type { DbOrTx } from '../client';
import { jobPreferences, jobSearches } from '../schema';
import { isRowId, toJobPreference, type JobPreferenceRow } from './job-preferences';
import { invalidateReads } from '@/services/read-cache';

export type JobSearchRow = typeof jobSearches.$inferSelect;

/** A search with the preference it runs on, as one join answers it. */
export interface JobSearchWithPreference {
  search: JobSearchRow;
  preference: JobPreferenceRow;
}

export const toJobSearch = ({ search, preference }: JobSearchWithPreference): JobSearch => ({
  id: search.id,
  status: search.status,
  notes: search.notes,
  num_applied_jobs: search.numAppliedJobs,
  created_at: formatTimestamp(search.createdAt),
  updated_at: formatTimestamp(search.updatedAt),
  started_at: search.startedAt ? formatTimestamp(search.startedAt) : null,
  verification_seconds_left: verificationSecondsLeft(search),
  job_preference: toJobPreference(preference),
  schedule:
    search.scheduleDays && search.scheduleTime && search.scheduleTimeZone
      ? {
          days: search.scheduleDays,
          time: search.scheduleTime,
          time_zone: search.scheduleTimeZone,
          next_run_at: search.scheduleNextRunAt ? formatTimestamp(search.scheduleNextRunAt) : null,
        }
      : null,
  paused: search.paused,
  schedule_log: search.scheduleLog,
});

/** Whole seconds until the worker stops waiting for the PIN it asked for; null when it waits for none. */
function verificationSecondsLeft(search: JobSearchRow): number | null {
  if (search.status !== 'running' || !search.verificationRequestedAt || !search.verificationExpiresAt) return null;
  const left = Math.floor((search.verificationExpiresAt.getTime() - Date.now()) / 1000);
  return left > 0 ? left : null;
}

// Searches are always read with their preference in the same query: the dashboard list is hot.
const withPreference = (db: DbOrTx) =>
  db
    .select({ search: jobSearches, preference: jobPreferences })
    .from(jobSearches)
    .innerJoin(jobPreferences, eq(jobPreferences.id, jobSearches.jobPreferenceId));

/** Newest updated first, each with its preference, in one query. */
export function listJobSearches(db: DbOrTx, userId: number): Promise<JobSearchWithPreference[]> {
  return withPreference(db)
    .where(eq(jobSearches.userId, userId))
    .orderBy(desc(jobSearches.updatedAt), desc(jobSearches.id));
}

/** The user's own search, or undefined for an unknown or foreign id. */
export async function findJobSearch(
  db: DbOrTx,
  userId: number,
  id: number,
): Promise<JobSearchWithPreference | undefined> {
  if (!isRowId(id)) return undefined;
  const [row] = await withPreference(db)
    .where(and(eq(jobSearches.id, id), eq(jobSearches.userId, userId)))
    .limit(1);
  return row;
}

export async function jobSearchBelongsTo(db: DbOrTx, userId: number, id: number): Promise<boolean> {
  if (!isRowId(id)) return false;
  const rows = await db
    .select({ id: jobSearches.id })
    .from(jobSearches)
    .where(and(eq(jobSearches.id, id), eq(jobSearches.userId, userId)))
    .limit(1);
  return rows.length === 1;
}

/** Answers undefined when the preference already has a search (the unique index decides, so races are safe). */
export async function createJobSearch(
  db: DbOrTx,
  userId: number,
  jobPreferenceId: number,
): Promise<JobSearchRow | undefined> {
  const [row] = await db
    .insert(jobSearches)
    .values({ userId, jobPreferenceId })
    .onConflictDoNothing({ target: jobSearches.jobPreferenceId })
    .returning();
  return row;
}

/**
 * Jobs applied by the search on one preference (0 when it has none; the unique index allows at
 * most one). Inside a transaction, `lock` holds that row so the bot cannot apply between the
 * edit-lock check and the save.
 */
export async function appliedJobsForPreference(
  db: DbOrTx,
  jobPreferenceId: number,
  options: { lock?: boolean } = {},
): Promise<number> {
  const query = db
    .select({ applied: jobSearches.numAppliedJobs })
    .from(jobSearches)
    .where(eq(jobSearches.jobPreferenceId, jobPreferenceId))
    .limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  return row?.applied ?? 0;
}

/** One more job applied (for the bot); answers the new count, or undefined for an unknown search. */
export async function incrementAppliedJobs(db: DbOrTx, jobSearchId: number): Promise<number | undefined> {
  const [row] = await db
    .update(jobSearches)
    .set({ numAppliedJobs: sql`${jobSearches.numAppliedJobs} + 1`, updatedAt: new Date() })
    .where(eq(jobSearches.id, jobSearchId))
    .returning({ applied: jobSearches.numAppliedJobs, userId: jobSearches.userId });
  if (row) invalidateReads(db, row.userId);
  return row?.applied;
}
