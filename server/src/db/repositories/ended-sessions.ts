import { and, eq, gt, lt } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import { endedSessions, users } from '../schema';

/** Records that the session is over (a logout); ending it twice is not an error. */
export async function endSession(db: DbOrTx, sid: string, userId: number, expiresAt: Date): Promise<void> {
  await db.insert(endedSessions).values({ sid, userId, expiresAt }).onConflictDoNothing();
}

/** Every session ended whose tokens may still be presented: what a process loads when it starts. */
export async function listEndedSessions(
  db: DbOrTx,
  now = new Date(),
): Promise<Array<{ sid: string; expiresAt: Date }>> {
  return db
    .select({ sid: endedSessions.sid, expiresAt: endedSessions.expiresAt })
    .from(endedSessions)
    .where(gt(endedSessions.expiresAt, now));
}

export async function isSessionEnded(db: DbOrTx, sid: string): Promise<boolean> {
  const rows = await db
    .select({ sid: endedSessions.sid })
    .from(endedSessions)
    .where(and(eq(endedSessions.sid, sid), gt(endedSessions.expiresAt, new Date())))
    .limit(1);
  return rows.length === 1;
}

/** Past their expiry no token carries them any more; dropping them keeps the table small. */
export async function purgeEndedSessions(db: DbOrTx, now = new Date()): Promise<void> {
  await db.delete(endedSessions).where(lt(endedSessions.expiresAt, now));
}

/** What a token of this user is checked against; undefined when the user is gone. */
export async function readUserSession(
  db: DbOrTx,
  userId: number,
): Promise<{ sessionVersion: number; isActive: boolean } | undefined> {
  const [row] = await db
    .select({ sessionVersion: users.sessionVersion, isActive: users.isActive })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}
