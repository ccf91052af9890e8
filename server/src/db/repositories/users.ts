import { eq, sql } from 'drizzle-orm';
import type { User } from '@app/shared/contract';
import type { DbOrTx } from '../client';
import { users } from '../schema';

export type UserRow = typeof users.$inferSelect;

export const toUser = (row: UserRow): User => ({
  id: row.id,
  first_name: row.firstName,
  last_name: row.lastName,
  email: row.email,
  credits: row.credits,
});

export async function findUserById(db: DbOrTx, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function findUserByEmail(db: DbOrTx, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row;
}

/** Answers undefined when the email is taken (the unique index decides, so races are safe). */
export async function createUser(
  db: DbOrTx,
  values: { email: string; firstName: string; lastName: string; passwordHash: string; credits: number },
): Promise<UserRow | undefined> {
  const [row] = await db.insert(users).values(values).onConflictDoNothing({ target: users.email }).returning();
  return row;
}

export async function updateUser(
  db: DbOrTx,
  id: number,
  values: Partial<Pick<UserRow, 'firstName' | 'lastName' | 'passwordHash'>>,
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return row;
}

/** A new password hash and the next session version, so every token issued before stops working. */
export async function changePassword(db: DbOrTx, id: number, passwordHash: string): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ passwordHash, sessionVersion: sql`${users.sessionVersion} + 1`, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return row;
}
