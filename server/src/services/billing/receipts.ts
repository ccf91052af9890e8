import type { FastifyBaseLogger } from 'fastify';
import type Stripe from 'stripe';
import type { BillingConfig } from '@/config';
import type { DbOrTx } from '@/db/client';
import { checkoutSessionOf, storeReceiptUrl } from '@/db/repositories/credit-ledger';
import { stripeClient } from './stripe-client';

/** Listing the Credits page waits this long for Stripe at most; a receipt not read now is asked again next time. */
const RECEIPT_TIMEOUT_MS = 5_000;

interface LedgerRow {
  id: number;
  reference: string | null;
  receiptUrl: string | null;
}

/**
 * product §2.10: each purchase's receipt link. Stripe keeps the receipt on the charge of the
 * Checkout session's payment intent; it is read the first time the purchase is listed and kept on
 * the ledger row. Without Stripe configured there is none. A failure is logged and shows no link
 * this time, never an error: the page works without it.
 */
export async function withReceipts<Row extends LedgerRow>(
  db: DbOrTx,
  billing: BillingConfig | undefined,
  rows: Row[],
  log: FastifyBaseLogger,
): Promise<Array<Row & { receiptUrl: string | null }>> {
  if (!billing) return rows.map((row) => ({ ...row, receiptUrl: null }));
  return Promise.all(
    rows.map(async (row) => {
      const sessionId = checkoutSessionOf(row.reference);
      if (row.receiptUrl || !sessionId) return row;
      try {
        const receiptUrl = await readReceiptUrl(await stripeClient(billing), sessionId);
        if (!receiptUrl) return row;
        await storeReceiptUrl(db, row.id, receiptUrl);
        return { ...row, receiptUrl };
      } catch (error) {
        log.warn({ err: error, session: sessionId }, 'Could not read a purchase receipt from Stripe');
        return row;
      }
    }),
  );
}

async function readReceiptUrl(stripe: Stripe, sessionId: string): Promise<string | null> {
  const session = await stripe.checkout.sessions.retrieve(
    sessionId,
    { expand: ['payment_intent.latest_charge'] },
    { timeout: RECEIPT_TIMEOUT_MS, maxNetworkRetries: 0 },
  );
  const intent = session.payment_intent;
  const charge = intent && typeof intent !== 'string' ? intent.latest_charge : null;
  return charge && typeof charge !== 'string' ? (charge.receipt_url ?? null) : null;
}
