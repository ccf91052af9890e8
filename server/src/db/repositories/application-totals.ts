import { and, eq, gte, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import { jobApplications } from '../schema';

/** The user's applications counted across every search, in one pass over their rows. */
export interface ApplicationCounts {
  appliedToday: number;
  appliedLast7Days: number;
  appliedInAll: number;
  failedInAll: number;
  jobsWaiting: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** How many of the user's rows meet `condition` (SQL's aggregate FILTER: every figure in one scan). */
const countWhere = (condition: SQL | undefined) => sql`count(*) filter (where ${condition})`.mapWith(Number);

/**
 * An application counts as sent when it was: `attempted_at` is its successful attempt (a posting
 * that waited for an answer yesterday and was sent today is today's), as the daily limit counts it.
 */
export async function countApplications(
  db: DbOrTx,
  userId: number,
  todayStart: Date,
  now: Date,
): Promise<ApplicationCounts> {
  const applied = eq(jobApplications.status, 'applied');
  const [row] = await db
    .select({
      appliedToday: countWhere(and(applied, gte(jobApplications.attemptedAt, todayStart))),
      appliedLast7Days: countWhere(
        and(applied, gte(jobApplications.attemptedAt, new Date(now.getTime() - 7 * DAY_MS))),
      ),
      appliedInAll: countWhere(applied),
      failedInAll: countWhere(eq(jobApplications.status, 'failed')),
      jobsWaiting: countWhere(eq(jobApplications.status, 'waiting')),
    })
    .from(jobApplications)
    .where(eq(jobApplications.userId, userId));
  return row ?? { appliedToday: 0, appliedLast7Days: 0, appliedInAll: 0, failedInAll: 0, jobsWaiting: 0 };
}
