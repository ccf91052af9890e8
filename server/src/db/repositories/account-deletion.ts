import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import { jobSearches, users } from '../schema';
import { invalidateReads } from '@/services/read-cache';

/**
 * Deletes the user's row; every table that holds the user's data references it with
 * `on delete cascade` (feedback with `set null`: the comment stays, naming nobody). A worker
 * running one of the user's searches finds the search gone at its next check of the run's flags
 * and ends the run without a write (see runSearch). Answers the ids the user's searches had (their
 * files on disk are named by search), or undefined for an unknown user.
 */
export async function deleteUserAndData(db: DbOrTx, userId: number): Promise<number[] | undefined> {
  const deleted = await db.transaction(async (tx) => {
    const searches = await tx.select({ id: jobSearches.id }).from(jobSearches).where(eq(jobSearches.userId, userId));
    const rows = await tx.delete(users).where(eq(users.id, userId)).returning({ id: users.id });
    return rows.length === 1 ? searches.map((search) => search.id) : undefined;
  });
  invalidateReads(db, userId);
  return deleted;
}
