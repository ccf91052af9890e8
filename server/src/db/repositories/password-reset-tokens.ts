import { and, eq, gt, isNotNull, isNull, lte, or } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import { passwordResetTokens } from '../schema';

/** Stores a reset token by its hash only: a copy of the table opens no account. */
export async function createResetToken(
  db: DbOrTx,
  values: { userId: number; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(passwordResetTokens).values(values);
}

/** The owner of a token that is neither used nor expired, else undefined. Reads only. */
export async function findUsableResetToken(
  db: DbOrTx,
  tokenHash: string,
  now = new Date(),
): Promise<{ userId: number } | undefined> {
  const [row] = await db
    .select({ userId: passwordResetTokens.userId })
    .from(passwordResetTokens)
    .where(usable(tokenHash, now))
    .limit(1);
  return row;
}

/**
 * Marks the token used and answers its owner, if it still was usable: one statement, so of two
 * racing confirmations only one gets the user.
 */
export async function useResetToken(
  db: DbOrTx,
  tokenHash: string,
  now = new Date(),
): Promise<{ userId: number } | undefined> {
  const [row] = await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(usable(tokenHash, now))
    .returning({ userId: passwordResetTokens.userId });
  return row;
}

/** Ends every other link the user was sent: a new password makes the older ones pointless. */
export async function useAllResetTokensOf(db: DbOrTx, userId: number, now = new Date()): Promise<void> {
  await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}

/** Used or expired tokens open nothing; deleting them keeps the table small. */
export async function purgeSpentResetTokens(db: DbOrTx, now = new Date()): Promise<void> {
  await db
    .delete(passwordResetTokens)
    .where(or(isNotNull(passwordResetTokens.usedAt), lte(passwordResetTokens.expiresAt, now)));
}

const usable = (tokenHash: string, now: Date) =>
  and(
    eq(passwordResetTokens.tokenHash, tokenHash),
    isNull(passwordResetTokens.usedAt),
    gt(passwordResetTokens.expiresAt, now),
  );
