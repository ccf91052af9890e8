import { and, count, desc, eq, gt, isNotNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import { creditLedger, jobApplications, jobPreferences, jobSearches, users } from '../schema';

/**
 * The credit balance (users.credits) and its ledger: every change of a balance is one ledger row.
 * The rules (when a credit is taken, once per application, within max_jobs) are in
 * services/credits.ts; these are its queries.
 */
export type LedgerRow = typeof creditLedger.$inferSelect;

/** The ledger reference of the charge for one application: at most one charge per application. */
export const applicationChargeReference = (applicationId: number) => `application:${applicationId}`;

/** The user's balance; undefined for an unknown user. */
export async function findCredits(db: DbOrTx, userId: number): Promise<number | undefined> {
  const [row] = await db.select({ credits: users.credits }).from(users).where(eq(users.id, userId));
  return row?.credits;
}

/** Takes 1 credit unless the balance is 0; the new balance, or undefined when there was none to take. */
export async function decrementCredits(db: DbOrTx, userId: number): Promise<number | undefined> {
  // The row lock taken by this conditional update serialises racing callers.
  const [row] = await db
    .update(users)
    .set({ credits: sql`${users.credits} - 1` })
    .where(and(eq(users.id, userId), gt(users.credits, 0)))
    .returning({ credits: users.credits });
  return row?.credits;
}

/** Adds credits; the new balance, or undefined for an unknown user. */
export async function incrementCredits(db: DbOrTx, userId: number, amount: number): Promise<number | undefined> {
  const [row] = await db
    .update(users)
    .set({ credits: sql`${users.credits} + ${amount}` })
    .where(eq(users.id, userId))
    .returning({ credits: users.credits });
  return row?.credits;
}

/** The user's balance with the user's row locked until commit (serialises reservations); undefined for an unknown user. */
export async function lockCredits(db: DbOrTx, userId: number): Promise<number | undefined> {
  const [row] = await db.select({ credits: users.credits }).from(users).where(eq(users.id, userId)).for('update');
  return row?.credits;
}

/**
 * Credits held by submissions in flight: the user's other running searches with a pending
 * application (sent or about to be, not yet charged — see jobSearches.pendingApplication).
 */
export async function countHeldCredits(db: DbOrTx, userId: number, exceptSearchId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(jobSearches)
    .where(
      and(
        eq(jobSearches.userId, userId),
        ne(jobSearches.id, exceptSearchId),
        eq(jobSearches.status, 'running'),
        isNotNull(jobSearches.pendingApplication),
      ),
    );
  return row?.n ?? 0;
}

/** One ledger row; undefined when its reference is already in the ledger (a charge is taken once). */
export async function addLedgerRow(
  db: DbOrTx,
  values: Pick<LedgerRow, 'userId' | 'delta' | 'reason' | 'balanceAfter'> & { reference?: string },
): Promise<number | undefined> {
  const [row] = await db.insert(creditLedger).values(values).onConflictDoNothing().returning({ id: creditLedger.id });
  return row?.id;
}

export async function setLedgerBalanceAfter(db: DbOrTx, ledgerId: number, balanceAfter: number): Promise<void> {
  await db.update(creditLedger).set({ balanceAfter }).where(eq(creditLedger.id, ledgerId));
}

export async function ledgerHas(db: DbOrTx, reference: string): Promise<boolean> {
  const [row] = await db
    .select({ id: creditLedger.id })
    .from(creditLedger)
    .where(eq(creditLedger.reference, reference))
    .limit(1);
  return row !== undefined;
}

/** Who an application belongs to; undefined for an unknown application. */
export async function findApplicationOwner(db: DbOrTx, applicationId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ userId: jobApplications.userId })
    .from(jobApplications)
    .where(eq(jobApplications.id, applicationId));
  return row?.userId;
}

/** The application's status, search and max_jobs, with the search row locked until commit. */
export async function lockSearchOfApplication(db: DbOrTx, applicationId: number) {
  const [row] = await db
    .select({
      status: jobApplications.status,
      jobSearchId: jobApplications.jobSearchId,
      maxJobs: jobPreferences.maxJobs,
    })
    .from(jobApplications)
    .innerJoin(jobSearches, eq(jobSearches.id, jobApplications.jobSearchId))
    .innerJoin(jobPreferences, eq(jobPreferences.id, jobSearches.jobPreferenceId))
    .where(eq(jobApplications.id, applicationId))
    .for('update', { of: jobSearches });
  return row;
}

/** Applied applications of the search that carry a charge. */
export async function countChargedApplications(db: DbOrTx, jobSearchId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(jobApplications)
    .innerJoin(creditLedger, eq(creditLedger.reference, sql`'application:' || ${jobApplications.id}`))
    .where(
      and(
        eq(jobApplications.jobSearchId, jobSearchId),
        eq(jobApplications.status, 'applied'),
        eq(creditLedger.reason, 'job_applied'),
      ),
    );
  return row?.n ?? 0;
}

/** The last changes of one balance, newest first (for the operator's `credits show`). */
export function recentLedger(db: DbOrTx, userId: number, limit = 10) {
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
