import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { creditLedger, users } from '../db/schema';
import { invalidateReads } from './read-cache';

export type DeductResult =
  | { charged: true; balance: number }
  | { charged: false; reason: 'no_credits' | 'already_charged' | 'no_user'; balance: number };

class Refused extends Error {
  constructor(readonly result: DeductResult) {
    super(result.charged ? 'charged' : result.reason);
  }
}

/**
 * Takes 1 credit for one applied job. Atomic (the balance never goes below 0 even when many
 * callers race), writes a ledger row, and is idempotent per `reference` (e.g. `application:42`):
 * a retry after a crash never charges twice.
 */
export async function deductCredit(db: Db, userId: number, reference: string): Promise<DeductResult> {
  try {
    const result = await db.transaction(async (tx) => {
      // An unknown user is a refusal, not a foreign-key error from the insert below.
      const [known] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId));
      if (!known) throw new Refused({ charged: false, reason: 'no_user', balance: 0 });
      const [ledger] = await tx
        .insert(creditLedger)
        .values({ userId, delta: -1, reason: 'job_applied', reference, balanceAfter: 0 })
        .onConflictDoNothing()
        .returning({ id: creditLedger.id });
      if (!ledger) {
        const [user] = await tx.select({ credits: users.credits }).from(users).where(eq(users.id, userId));
        throw new Refused({ charged: false, reason: 'already_charged', balance: user?.credits ?? 0 });
      }
      // The row lock taken by this conditional update serialises racing callers.
      const [updated] = await tx
        .update(users)
        .set({ credits: sql`${users.credits} - 1` })
        .where(and(eq(users.id, userId), gt(users.credits, 0)))
        .returning({ credits: users.credits });
      if (!updated) {
        const [user] = await tx.select({ credits: users.credits }).from(users).where(eq(users.id, userId));
        throw new Refused({ charged: false, reason: user ? 'no_credits' : 'no_user', balance: user?.credits ?? 0 });
      }
      await tx.update(creditLedger).set({ balanceAfter: updated.credits }).where(eq(creditLedger.id, ledger.id));
      return { charged: true as const, balance: updated.credits };
    });
    invalidateReads(db, userId); // the cached user shows the balance
    return result;
  } catch (error) {
    if (error instanceof Refused) return error.result;
    throw error;
  }
}

/** Adds credits (operator grants, signup bonus) with a ledger row; answers the new balance. */
export async function grantCredits(db: Db, userId: number, amount: number, reason: string): Promise<number> {
  if (!Number.isInteger(amount) || amount <= 0) throw new RangeError('amount must be a positive whole number');
  const balance = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(users)
      .set({ credits: sql`${users.credits} + ${amount}` })
      .where(eq(users.id, userId))
      .returning({ credits: users.credits });
    if (!updated) throw new RangeError(`no user with id ${userId}`);
    await tx.insert(creditLedger).values({ userId, delta: amount, reason, balanceAfter: updated.credits });
    return updated.credits;
  });
  invalidateReads(db, userId);
  return balance;
}

/** The last changes of one balance, newest first (for the operator's `credits show`). */
export function recentLedger(db: Db, userId: number, limit = 10) {
  return db
    .select({
      id: creditLedger.id,
      delta: creditLedger.delta,
      reason: creditLedger.reason,
      reference: creditLedger.reference,
      balanceAfter: creditLedger.balanceAfter,
      createdAt: creditLedger.createdAt,
    })
    .from(creditLedger)
    .where(eq(creditLedger.userId, userId))
    .orderBy(desc(creditLedger.id))
    .limit(limit);
}
