import { and, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import { JOB_STATUSES, type Job, type JobStats, type JobStatus } from '@app/shared/contract';
import { formatTimestamp } from '@app/shared/format';
import type { DbOrTx } from '../client';
import { jobs, users } from '../schema';

export type JobRow = typeof jobs.$inferSelect;

/** The fields a user writes; POST and PUT both send all of them (defaults already applied). */
export interface JobValues {
  title: string;
  company: string;
  location: string;
  url: string;
  status: JobStatus;
  notes: string;
}

export interface JobFilters {
  status?: JobStatus;
  /** Case-insensitive "contains" on the company name. */
  company?: string;
  /** Case-insensitive "contains" on title, company or notes. */
  search?: string;
}

export const toJob = (row: JobRow): Job => ({
  id: row.id,
  title: row.title,
  company: row.company,
  location: row.location,
  url: row.url,
  status: row.status,
  notes: row.notes,
  created_at: formatTimestamp(row.createdAt),
  updated_at: formatTimestamp(row.updatedAt),
});

/** `%` and `_` typed by a user are plain characters, not wildcards (backslash is LIKE's escape). */
const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const containing = (search: string) => {
  const pattern = containsPattern(search);
  return or(ilike(jobs.title, pattern), ilike(jobs.company, pattern), ilike(jobs.notes, pattern));
};

function conditionsFor(userId: number, filters: JobFilters): SQL | undefined {
  const conditions: (SQL | undefined)[] = [eq(jobs.userId, userId)];
  if (filters.status) conditions.push(eq(jobs.status, filters.status));
  if (filters.company) conditions.push(ilike(jobs.company, containsPattern(filters.company)));
  if (filters.search) conditions.push(containing(filters.search));
  return and(...conditions);
}

/** The ids of the user's jobs the filters match, in the list's order (newest updated first); a page of them if asked. */
export async function jobIdsInListOrder(
  db: DbOrTx,
  userId: number,
  filters: JobFilters,
  page?: Page,
): Promise<number[]> {
  const query = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(conditionsFor(userId, filters))
    .orderBy(desc(jobs.updatedAt), desc(jobs.id));
  const rows = page ? await query.limit(page.limit).offset(page.offset ?? 0) : await query;
  return rows.map((row) => row.id);
}

/** Which of these jobs of the user's have `search` in their title, company or notes. */
export async function jobIdsContaining(db: DbOrTx, userId: number, ids: number[], search: string): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.userId, userId), inArray(jobs.id, ids), containing(search)));
  return rows.map((row) => row.id);
}

/** These jobs of the user's, in the order of `ids`. */
export async function jobsInOrder(db: DbOrTx, userId: number, ids: number[]): Promise<JobRow[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(jobs)
    .where(and(eq(jobs.userId, userId), inArray(jobs.id, ids)));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** One page of a list: `limit` rows from `offset` on. */
export interface Page {
  limit: number;
  offset?: number;
}

/** Newest updated first, narrowed by the filters given, one page of them. */
export function listJobs(db: DbOrTx, userId: number, filters: JobFilters, page: Page): Promise<JobRow[]> {
  return db
    .select()
    .from(jobs)
    .where(conditionsFor(userId, filters))
    .orderBy(desc(jobs.updatedAt), desc(jobs.id))
    .limit(page.limit)
    .offset(page.offset ?? 0);
}

/** How many of the user's jobs the filters match, for a list's `X-Total-Count`. */
export async function countJobs(db: DbOrTx, userId: number, filters: JobFilters = {}): Promise<number> {
  const [row] = await db.select({ count: count() }).from(jobs).where(conditionsFor(userId, filters));
  return row?.count ?? 0;
}

export async function findJob(db: DbOrTx, userId: number, id: number): Promise<JobRow | undefined> {
  const [row] = await db
    .select()
    .from(jobs)
    .where(and(eq(jobs.id, id), eq(jobs.userId, userId)))
    .limit(1);
  return row;
}

/**
 * Adds a job unless the user already keeps `maxJobs` (then undefined, nothing saved). The user's
 * row is locked meanwhile, so parallel creates take turns and cannot pass the cap together.
 */
export async function createJob(
  db: DbOrTx,
  userId: number,
  values: JobValues,
  maxJobs: number,
): Promise<JobRow | undefined> {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    if ((await countJobs(tx, userId)) >= maxJobs) return undefined;
    const [row] = await tx
      .insert(jobs)
      .values({ ...values, userId })
      .returning();
    return row!;
  });
}

/** Replaces every user field (PUT) or just some (the status PATCH); undefined for a foreign id. */
export async function updateJob(
  db: DbOrTx,
  userId: number,
  id: number,
  values: Partial<JobValues>,
): Promise<JobRow | undefined> {
  const [row] = await db
    .update(jobs)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(jobs.id, id), eq(jobs.userId, userId)))
    .returning();
  return row;
}

/** Answers false when there was no such job of this user. */
export async function deleteJob(db: DbOrTx, userId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(jobs)
    .where(and(eq(jobs.id, id), eq(jobs.userId, userId)))
    .returning({ id: jobs.id });
  return rows.length === 1;
}

/** Counts per status in one grouped query; statuses without a job count 0. */
export async function jobStats(db: DbOrTx, userId: number): Promise<JobStats> {
  const rows = await db
    .select({ status: jobs.status, count: count() })
    .from(jobs)
    .where(eq(jobs.userId, userId))
    .groupBy(jobs.status);
  const byStatus = Object.fromEntries(JOB_STATUSES.map((status) => [status, 0])) as Record<JobStatus, number>;
  let total = 0;
  for (const row of rows) {
    total += row.count;
    byStatus[row.status] = row.count;
  }
  return { total, by_status: byStatus };
}
