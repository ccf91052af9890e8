import type { Db } from '@/db/client';
import { purchaseReference } from '@/db/repositories/credit-ledger';
import { addLedgerRow, findCredits, incrementCredits, setLedgerBalanceAfter } from '@/db/repositories/credits';
import { invalidateReads } from '../read-cache';

export type PurchaseResult =
  { granted: true; balance: number } | { granted: false; reason: 'already_granted' | 'no_user' };

class NotGranted extends Error {
  constructor(readonly reason: 'already_granted' | 'no_user') {
    super(reason);
  }
}

/**
 * Grants the credits of one paid Checkout session, once: the ledger row (reference
 * `stripe:<session id>`, unique) goes in first, in the same transaction as the balance, so a
 * webhook delivered twice — even twice at the same moment — adds the credits once.
 */
export async function grantPurchase(
  db: Db,
  purchase: { userId: number; credits: number; checkoutSessionId: string },
): Promise<PurchaseResult> {
  const { userId, credits } = purchase;
  try {
    const balance = await db.transaction(async (tx) => {
      // A user deleted since paying: a refusal, not a foreign-key error from the insert below.
      if ((await findCredits(tx, userId)) === undefined) throw new NotGranted('no_user');
      const ledgerId = await addLedgerRow(tx, {
        userId,
        delta: credits,
        reason: 'purchase',
        reference: purchaseReference(purchase.checkoutSessionId),
        balanceAfter: 0,
      });
      if (ledgerId === undefined) throw new NotGranted('already_granted');
      const updated = await incrementCredits(tx, userId, credits);
      if (updated === undefined) throw new NotGranted('no_user');
      await setLedgerBalanceAfter(tx, ledgerId, updated);
      return updated;
    });
    invalidateReads(db, userId); // the cached user shows the balance
    return { granted: true, balance };
  } catch (error) {
    if (error instanceof NotGranted) return { granted: false, reason: error.reason };
    throw error;
  }
}
