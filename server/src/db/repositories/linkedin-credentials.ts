import { and, eq } from 'drizzle-orm';
import type { LinkedinCredentials } from '@app/shared/contract';
import { formatTimestamp } from '@app/shared/format';
import type { SecretBox } from '@/services/secret-box';
import type { DbOrTx } from '../client';
import { linkedinCredentials } from '../schema';

/**
 * The user's LinkedIn login. The password and the session cookies are sealed with the secret box
 * before they reach the database and opened only for the bot (getLinkedinLogin); nothing here
 * returns them to a route.
 */
export type LinkedinCredentialsRow = typeof linkedinCredentials.$inferSelect;

export const toLinkedinCredentials = (row: LinkedinCredentialsRow): LinkedinCredentials => ({
  id: row.id,
  username: row.username,
  created_at: formatTimestamp(row.createdAt),
  updated_at: formatTimestamp(row.updatedAt),
  cookies_saved: row.cookiesSealed !== null,
  cookies_saved_at: row.cookiesSealed !== null && row.cookiesSavedAt ? formatTimestamp(row.cookiesSavedAt) : null,
});

export async function findLinkedinCredentials(db: DbOrTx, userId: number): Promise<LinkedinCredentialsRow | undefined> {
  const [row] = await db.select().from(linkedinCredentials).where(eq(linkedinCredentials.userId, userId)).limit(1);
  return row;
}

/** Undefined when the user already has credentials: the unique index decides, so a race cannot make two. */
export async function createLinkedinCredentials(
  db: DbOrTx,
  secretBox: SecretBox,
  userId: number,
  values: { username: string; password: string },
): Promise<LinkedinCredentialsRow | undefined> {
  const [row] = await db
    .insert(linkedinCredentials)
    .values({ userId, username: values.username, passwordSealed: secretBox.seal(values.password) })
    .onConflictDoNothing({ target: linkedinCredentials.userId })
    .returning();
  return row;
}

/**
 * Changes the username and/or the password (an empty or absent one keeps the saved password). A
 * different username drops the saved cookies: they are the other account's session. Undefined
 * when the user has no credentials with this id.
 */
export async function updateLinkedinCredentials(
  db: DbOrTx,
  secretBox: SecretBox,
  userId: number,
  id: number,
  values: { username?: string; password?: string | null },
): Promise<LinkedinCredentialsRow | undefined> {
  return db.transaction(async (tx) => {
    const where = and(eq(linkedinCredentials.id, id), eq(linkedinCredentials.userId, userId));
    const [current] = await tx.select().from(linkedinCredentials).where(where).for('update');
    if (!current) return undefined;
    const usernameChanged = values.username !== undefined && values.username !== current.username;
    const [row] = await tx
      .update(linkedinCredentials)
      .set({
        ...(usernameChanged ? { username: values.username, cookiesSealed: null, cookiesSavedAt: null } : {}),
        ...(values.password ? { passwordSealed: secretBox.seal(values.password) } : {}),
        updatedAt: new Date(),
      })
      .where(where)
      .returning();
    return row;
  });
}

export interface LinkedinLogin {
  username: string;
  password: string;
  /** The session cookies the bot saved last time, as it saved them (JSON). */
  cookies?: string;
}

/** What the bot needs to sign in, opened from the sealed columns; undefined when nothing is saved. */
export async function getLinkedinLogin(
  db: DbOrTx,
  secretBox: SecretBox,
  userId: number,
): Promise<LinkedinLogin | undefined> {
  const row = await findLinkedinCredentials(db, userId);
  if (!row) return undefined;
  return {
    username: row.username,
    password: secretBox.open(row.passwordSealed),
    ...(row.cookiesSealed !== null ? { cookies: secretBox.open(row.cookiesSealed) } : {}),
  };
}

/** Seals and keeps the bot's session cookies; false when the user has no credentials to attach them to. */
export async function saveLinkedinCookies(
  db: DbOrTx,
  secretBox: SecretBox,
  userId: number,
  cookiesJson: string,
): Promise<boolean> {
  const rows = await db
    .update(linkedinCredentials)
    .set({ cookiesSealed: secretBox.seal(cookiesJson), cookiesSavedAt: new Date(), updatedAt: new Date() })
    .where(eq(linkedinCredentials.userId, userId))
    .returning({ id: linkedinCredentials.id });
  return rows.length > 0;
}

/** Forgets a session LinkedIn no longer accepts, so the next login uses the password. */
export async function clearLinkedinCookies(db: DbOrTx, userId: number): Promise<void> {
  await db
    .update(linkedinCredentials)
    .set({ cookiesSealed: null, cookiesSavedAt: null, updatedAt: new Date() })
    .where(eq(linkedinCredentials.userId, userId));
}

/**
 * Disconnect (product §2.8): the login and the session cookies live on one row, so deleting it
 * forgets both. False when the user has no credentials with this id.
 */
export async function deleteLinkedinCredentials(db: DbOrTx, userId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(linkedinCredentials)
    .where(and(eq(linkedinCredentials.id, id), eq(linkedinCredentials.userId, userId)))
    .returning({ id: linkedinCredentials.id });
  return rows.length > 0;
}
