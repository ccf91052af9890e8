import { and, count, desc, eq, gt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { creditLedger, jobApplications, jobPreferences, jobSearches, users } from '../db/schema';
import { invalidateReads } from './read-cache';

export type DeductResult =
  | { charged: true; balance: number }
  | {
      charged: false;
      reason: 'no_credits' | 'already_charged' | 'no_user' | 'not_applied' | 'max_jobs_reached';
      balance: number;
    };

class Refused extends Error {
  constructor(readonly result: DeductResult) {
    super(result.charged ? 'charged' : result.reason);
  }
}

/** The ledger reference of the charge for one application: at most one charge per application. */
const applicationChargeReference = (applicationId: number) => `application:${applicationId}`;

/**
 * Takes 1 credit for one applied job. Atomic (the balance never goes below 0 even when many
 * callers race), writes a ledger row, and is idempotent per `reference` (e.g. `application:42`):
 * a retry after a crash never charges twice.
 */
export async function deductCredit(db: Db, userId: number, reference: string): Promise<DeductResult> {
  return settle(db, userId, async (tx) => {
    // An unknown user is a refusal, not a foreign-key error from the insert below.
    const [known] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId));
    if (!known) throw new Refused({ charged: false, reason: 'no_user', balance: 0 });
    return takeCredit(tx, userId, reference);
  });
}

/**
 * Charges the credit for one application, only when it is recorded as applied, once, and never
 * beyond its search's max_jobs (counting the search's charged applications under a lock on the
 * search, so two workers charging for one search cannot both take the last one).
 */
export async function chargeApplication(db: Db, applicationId: number): Promise<DeductResult> {
  const application = await findApplicationToCharge(db, applicationId);
  if (!application) return { charged: false, reason: 'not_applied', balance: 0 };
  return settle(db, application.userId, async (tx) => {
    const current = await lockSearchOfApplication(tx, applicationId);
    if (current?.status !== 'applied') throw new Refused(await refusal(tx, application.userId, 'not_applied'));
    const reference = applicationChargeReference(applicationId);
    if (await ledgerHas(tx, reference)) throw new Refused(await refusal(tx, application.userId, 'already_charged'));
    if ((await chargedApplicationsOf(tx, current.jobSearchId)) >= current.maxJobs) {
      throw new Refused(await refusal(tx, application.userId, 'max_jobs_reached'));
    }
    return takeCredit(tx, application.userId, reference);
  });
}

/** Runs one charge in a transaction; a refusal answers its result, and the cached user is dropped. */
async function settle(db: Db, userId: number, charge: (tx: Tx) => Promise<DeductResult>): Promise<DeductResult> {
  try {
    const result = await db.transaction(charge);
    invalidateReads(db, userId); // the cached user shows the balance
    return result;
  } catch (error) {
    if (error instanceof Refused) return error.result;
    throw error;
  }
}

/** The ledger row and the conditional decrement; throws Refused when already charged or at 0. */
async function takeCredit(tx: Tx, userId: number, reference: string): Promise<DeductResult> {
  const [ledger] = await tx
    .insert(creditLedger)
    .values({ userId, delta: -1, reason: 'job_applied', reference, balanceAfter: 0 })
    .onConflictDoNothing()
    .returning({ id: creditLedger.id });
  if (!ledger) throw new Refused(await refusal(tx, userId, 'already_charged'));
  // The row lock taken by this conditional update serialises racing callers.
  const [updated] = await tx
    .update(users)
    .set({ credits: sql`${users.credits} - 1` })
    .where(and(eq(users.id, userId), gt(users.credits, 0)))
    .returning({ credits: users.credits });
  if (!updated) throw new Refused(await refusal(tx, userId, 'no_credits'));
  await tx.update(creditLedger).set({ balanceAfter: updated.credits }).where(eq(creditLedger.id, ledger.id));
  return { charged: true as const, balance: updated.credits };
}

async function refusal(
  tx: Tx,
  userId: number,
  reason: Exclude<DeductResult, { charged: true }>['reason'],
): Promise<DeductResult> {
  const [user] = await tx.select({ credits: users.credits }).from(users).where(eq(users.id, userId));
  return { charged: false, reason: user ? reason : 'no_user', balance: user?.credits ?? 0 };
}

async function findApplicationToCharge(db: Db, applicationId: number) {
  const [row] = await db
    .select({ userId: jobApplications.userId })
    .from(jobApplications)
    .where(eq(jobApplications.id, applicationId));
  return row;
}

/** The application's status, search and max_jobs, with the search row locked until commit. */
async function lockSearchOfApplication(tx: Tx, applicationId: number) {
  const [row] = await tx
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

async function ledgerHas(tx: Tx, reference: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: creditLedger.id })
    .from(creditLedger)
    .where(eq(creditLedger.reference, reference))
    .limit(1);
  return row !== undefined;
}

/** Applied applications of the search that carry a charge. */
async function chargedApplicationsOf(tx: Tx, jobSearchId: number): Promise<number> {
  const [row] = await tx
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
