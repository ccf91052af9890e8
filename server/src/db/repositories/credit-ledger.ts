import { count, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import { creditLedger, jobApplications } from '../schema';

/** The ledger reference of a Stripe Checkout payment: its credits are granted once per session. */
export const purchaseReference = (checkoutSessionId: string) => `stripe:${checkoutSessionId}`;
/** The Checkout session of a purchase's reference; undefined for any other row. */
export const checkoutSessionOf = (reference: string | null) =>
  reference?.startsWith('stripe:') ? reference.slice('stripe:'.length) : undefined;

/** Keeps a purchase's receipt, so Stripe is asked once. */
export async function storeReceiptUrl(db: DbOrTx, id: number, receiptUrl: string): Promise<void> {
  await db.update(creditLedger).set({ receiptUrl }).where(eq(creditLedger.id, id));
}

/**
 * The newest changes of one user's balance, each with the application its charge or refund was
 * for (`application:<id>`, `refund:application:<id>`), when that application still exists.
 */
export function listLedgerWithApplications(db: DbOrTx, userId: number, limit: number) {
  return db
    .select({
      id: creditLedger.id,
      delta: creditLedger.delta,
      reason: creditLedger.reason,
      balanceAfter: creditLedger.balanceAfter,
      reference: creditLedger.reference,
      receiptUrl: creditLedger.receiptUrl,
      createdAt: creditLedger.createdAt,
      applicationId: jobApplications.id,
      jobSearchId: jobApplications.jobSearchId,
      jobTitle: jobApplications.jobTitle,
      companyName: jobApplications.companyName,
    })
    .from(creditLedger)
    .leftJoin(
      jobApplications,
      // The id read from the reference, so the join is a primary-key lookup; other references read null.
      sql`${jobApplications.id} = nullif(regexp_replace(${creditLedger.reference}, '^(refund:)?application:(\\d+)$', '\\2'), ${creditLedger.reference})::int
        and ${jobApplications.userId} = ${creditLedger.userId}`,
    )
    .where(eq(creditLedger.userId, userId))
    .orderBy(desc(creditLedger.id))
    .limit(limit);
}

export async function countLedger(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(creditLedger).where(eq(creditLedger.userId, userId));
  return row?.n ?? 0;
}
