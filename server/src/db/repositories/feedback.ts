import { and, count, desc, eq, gt } from 'drizzle-orm';
import { ACCOUNT_DATA_LIMITS } from '@app/shared/contract';
import type { DbOrTx } from '../client';
import { feedback, users } from '../schema';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Stores a feedback message unless the user sent `maxPerDay` in the last 24 hours (then
 * undefined, nothing saved). The user's row is locked meanwhile, so parallel sends take turns.
 */
export async function createFeedback(
  db: DbOrTx,
  userId: number,
  comment: string,
  maxPerDay: number = ACCOUNT_DATA_LIMITS.feedbackPerDay,
) {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const [sent] = await tx
      .select({ count: count() })
      .from(feedback)
      .where(and(eq(feedback.userId, userId), gt(feedback.createdAt, new Date(Date.now() - DAY_MS))));
    if ((sent?.count ?? 0) >= maxPerDay) return undefined;
    const [row] = await tx.insert(feedback).values({ userId, comment }).returning();
    return row!;
  });
}

/** For the operator's CLI: newest first, with who sent it (null once the author deleted the account). */
export function listFeedback(db: DbOrTx, limit = 100) {
  return db
    .select({ id: feedback.id, email: users.email, comment: feedback.comment, createdAt: feedback.createdAt })
    .from(feedback)
    .leftJoin(users, eq(users.id, feedback.userId))
    .orderBy(desc(feedback.createdAt), desc(feedback.id))
    .limit(limit);
}
