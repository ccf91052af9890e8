import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import { feedback, users } from '../schema';

export async function createFeedback(db: DbOrTx, userId: number, comment: string) {
  const [row] = await db.insert(feedback).values({ userId, comment }).returning();
  return row!;
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
