import type { Db, Tx } from '../db/client';
import {
  addLedgerRow,
  applicationChargeReference,
  countChargedApplications,
  decrementCredits,
  findApplicationOwner,
  findCredits,
  incrementCredits,
  countHeldCredits,
  ledgerHas,
  lockCredits,
  lockSearchOfApplication,
  setLedgerBalanceAfter,
} from '../db/repositories/credits';
import { setPendingApplication } from '../db/repositories/job-search-runs';
import type { PendingApplication } from '../db/schema';
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

/**
 * Takes 1 credit for one applied job. Atomic (the balance never goes below 0 even when many
 * callers race), writes a ledger row, and is idempotent per `reference` (e.g. `application:42`):
 * a retry after a crash never charges twice.
 */
export async function deductCredit(db: Db, userId: number, reference: string): Promise<DeductResult> {
  return settle(db, userId, async (tx) => {
    // An unknown user is a refusal, not a foreign-key error from the insert below.
    if ((await findCredits(tx, userId)) === undefined)
      throw new Refused({ charged: false, reason: 'no_user', balance: 0 });
    return takeCredit(tx, userId, reference);
  });
}

/**
 * Charges the credit for one application, only when it is recorded as applied, once, and never
 * beyond its search's max_jobs (counting the search's charged applications under a lock on the
 * search, so two workers charging for one search cannot both take the last one).
 */
export async function chargeApplication(db: Db, applicationId: number): Promise<DeductResult> {
  const userId = await findApplicationOwner(db, applicationId);
  if (userId === undefined) return { charged: false, reason: 'not_applied', balance: 0 };
  return settle(db, userId, async (tx) => {
    const current = await lockSearchOfApplication(tx, applicationId);
    // An application whose search was deleted is history: it is never charged afterwards.
    if (current?.status !== 'applied' || current.jobSearchId === null)
      throw new Refused(await refusal(tx, userId, 'not_applied'));
    const reference = applicationChargeReference(applicationId);
    if (await ledgerHas(tx, reference)) throw new Refused(await refusal(tx, userId, 'already_charged'));
    if ((await countChargedApplications(tx, current.jobSearchId)) >= current.maxJobs) {
      throw new Refused(await refusal(tx, userId, 'max_jobs_reached'));
    }
    return takeCredit(tx, userId, reference);
  });
}

/**
 * Holds a credit for a submission about to be sent, by recording it as the search's pending
 * application, only when a credit is left that no other running search of the user holds. Under
 * a lock on the user's row, so two searches racing for the last credit cannot both send: false
 * means nothing is held and the submission must not be sent. The hold ends when the application
 * is charged or the pending application is cleared.
 */
export async function holdCreditForSubmission(
  db: Db,
  search: { id: number; userId: number; run: number },
  pending: PendingApplication,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const credits = await lockCredits(tx, search.userId);
    if (credits === undefined) return false;
    if (credits - (await countHeldCredits(tx, search.userId, search.id)) < 1) return false;
    await setPendingApplication(tx, search.id, search.run, pending);
    return true;
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
  const ledgerId = await addLedgerRow(tx, { userId, delta: -1, reason: 'job_applied', reference, balanceAfter: 0 });
  if (ledgerId === undefined) throw new Refused(await refusal(tx, userId, 'already_charged'));
  const balance = await decrementCredits(tx, userId);
  if (balance === undefined) throw new Refused(await refusal(tx, userId, 'no_credits'));
  await setLedgerBalanceAfter(tx, ledgerId, balance);
  return { charged: true as const, balance };
}

async function refusal(
  tx: Tx,
  userId: number,
  reason: Exclude<DeductResult, { charged: true }>['reason'],
): Promise<DeductResult> {
  const credits = await findCredits(tx, userId);
  return { charged: false, reason: credits === undefined ? 'no_user' : reason, balance: credits ?? 0 };
}

/** Adds credits (operator grants, signup bonus) with a ledger row; answers the new balance. */
export async function grantCredits(db: Db, userId: number, amount: number, reason: string): Promise<number> {
  if (!Number.isInteger(amount) || amount <= 0) throw new RangeError('amount must be a positive whole number');
  const balance = await db.transaction(async (tx) => {
    const updated = await incrementCredits(tx, userId, amount);
    if (updated === undefined) throw new RangeError(`no user with id ${userId}`);
    await addLedgerRow(tx, { userId, delta: amount, reason, balanceAfter: updated });
    return updated;
  });
  invalidateReads(db, userId);
  return balance;
}
