import { and, eq, isNotNull, lte, sql } from 'drizzle-orm';
import { formatTimestamp } from '@app/shared/format';
import type { DbOrTx } from '../client';
import { jobSearches } from '../schema';
import type { JobSearchRow } from './job-searches';
import { nextRunAt, type Schedule } from '@/bot/schedule/schedule-times';
import { invalidateReads } from '@/services/read-cache';

/** The schedule and pause of a search (product §4.12), shared by the API and the schedulers through the database. */

const LOG_LINES = 20;
const own = (userId: number, id: number) => and(eq(jobSearches.id, id), eq(jobSearches.userId, userId));

export const scheduleOf = (search: JobSearchRow): Schedule | null =>
  search.scheduleDays && search.scheduleTime && search.scheduleTimeZone
    ? { days: search.scheduleDays, time: search.scheduleTime, timeZone: search.scheduleTimeZone }
    : null;

/** Sets (or replaces) the user's schedule; false for a search that is not theirs. */
export async function saveSchedule(db: DbOrTx, userId: number, id: number, schedule: Schedule, now: Date) {
  const rows = await db
    .update(jobSearches)
    .set({
      scheduleDays: schedule.days,
      scheduleTime: schedule.time,
      scheduleTimeZone: schedule.timeZone,
      // A paused search keeps its schedule without a next start until it is resumed.
      scheduleNextRunAt: sql`case when ${jobSearches.paused} then null else ${nextRunAt(schedule, now)}::timestamptz end`,
      updatedAt: new Date(),
    })
    .where(own(userId, id))
    .returning({ paused: jobSearches.paused });
  if (rows[0]) invalidateReads(db, userId);
  return rows[0];
}

export async function clearSchedule(db: DbOrTx, userId: number, id: number): Promise<boolean> {
  const rows = await db
    .update(jobSearches)
    .set({
      scheduleDays: null,
      scheduleTime: null,
      scheduleTimeZone: null,
      scheduleNextRunAt: null,
      updatedAt: new Date(),
    })
    .where(own(userId, id))
    .returning({ id: jobSearches.id });
  if (rows[0]) invalidateReads(db, userId);
  return rows.length === 1;
}

/**
 * Pauses a search that is not paused: its schedule stops firing and, when it runs, the run is
 * asked to stop after the posting in progress (as Stop does) and Resume starts it again.
 */
export async function pause(db: DbOrTx, userId: number, id: number): Promise<boolean> {
  const running = sql`${jobSearches.status} = 'running'`;
  const rows = await db
    .update(jobSearches)
    .set({
      paused: true,
      scheduleNextRunAt: null,
      resumeRun: running,
      stopRequested: sql`${jobSearches.stopRequested} or ${running}`,
      updatedAt: new Date(),
    })
    .where(and(own(userId, id), eq(jobSearches.paused, false)))
    .returning({ id: jobSearches.id });
  if (rows[0]) invalidateReads(db, userId);
  return rows.length === 1;
}

/** Ends a pause; the schedule's next start is counted from `now` (starts missed while paused are not made up). */
export async function unpause(db: DbOrTx, userId: number, id: number, schedule: Schedule | null, now: Date) {
  const rows = await db
    .update(jobSearches)
    .set({
      paused: false,
      resumeRun: false,
      // Resumed before the paused run reached its stop: it goes on.
      stopRequested: sql`case when ${jobSearches.resumeRun} then false else ${jobSearches.stopRequested} end`,
      scheduleNextRunAt: schedule ? nextRunAt(schedule, now) : null,
      updatedAt: new Date(),
    })
    .where(and(own(userId, id), eq(jobSearches.paused, true)))
    .returning({ id: jobSearches.id });
  if (rows[0]) invalidateReads(db, userId);
  return rows.length === 1;
}

/**
 * The searches whose next scheduled start has come, each claimed by moving its next start on:
 * the conditional update lets one process alone claim one start, so it never fires twice.
 */
export async function claimDueStarts(db: DbOrTx, now: Date): Promise<Array<{ id: number; dueAt: Date }>> {
  const due = await db
    .select()
    .from(jobSearches)
    .where(
      and(
        isNotNull(jobSearches.scheduleNextRunAt),
        lte(jobSearches.scheduleNextRunAt, now),
        eq(jobSearches.paused, false),
      ),
    );
  const claimed: Array<{ id: number; dueAt: Date }> = [];
  for (const search of due) {
    const schedule = scheduleOf(search);
    const dueAt = search.scheduleNextRunAt!;
    const rows = await db
      .update(jobSearches)
      .set({ scheduleNextRunAt: schedule ? nextRunAt(schedule, now) : null })
      .where(and(eq(jobSearches.id, search.id), eq(jobSearches.scheduleNextRunAt, dueAt)))
      .returning({ id: jobSearches.id });
    if (rows.length === 1) claimed.push({ id: search.id, dueAt });
  }
  return claimed;
}

/** Adds a line to what the schedule did (the newest LOG_LINES kept) and moves the next start on. */
export async function logScheduled(db: DbOrTx, search: JobSearchRow, message: string, now: Date): Promise<void> {
  const schedule = scheduleOf(search);
  const log = [...search.scheduleLog, { at: formatTimestamp(now), message }].slice(-LOG_LINES);
  await db
    .update(jobSearches)
    .set({ scheduleLog: log, ...(schedule && !search.paused && { scheduleNextRunAt: nextRunAt(schedule, now) }) })
    .where(eq(jobSearches.id, search.id));
  invalidateReads(db, search.userId);
}
