import { eq, lt } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import { blacklistedTokens } from '../schema';

/** Answers false when the token was already blacklisted: only one caller may use a refresh token. */
export async function blacklistToken(db: DbOrTx, jti: string, userId: number, expiresAt: Date): Promise<boolean> {
  const rows = await db
    .insert(blacklistedTokens)
    .values({ jti, userId, expiresAt })
    .onConflictDoNothing()
    .returning({ jti: blacklistedTokens.jti });
  return rows.length === 1;
}

export async function isTokenBlacklisted(db: DbOrTx, jti: string): Promise<boolean> {
  const rows = await db
    .select({ jti: blacklistedTokens.jti })
    .from(blacklistedTokens)
    .where(eq(blacklistedTokens.jti, jti))
    .limit(1);
  return rows.length === 1;
}

/**
 * Expired tokens are useless anyway; dropping them keeps the table small.
 * @public Not called yet: a scheduled purge is being added (issue 13); knip skips it until then.
 */
export async function purgeExpiredTokens(db: DbOrTx, now = new Date()): Promise<void> {
  await db.delete(blacklistedTokens).where(lt(blacklistedTokens.expiresAt, now));
}
