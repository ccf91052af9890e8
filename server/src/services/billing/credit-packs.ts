/** Large enough for any real pack, small enough that a typo cannot overflow a balance. */
const MAX_PACK_CREDITS = 1_000_000;
/** Stripe's largest amount for one Checkout line (in the smallest unit of the currency). */
const MAX_PACK_AMOUNT = 99_999_999;

export interface CreditPackSetting {
  credits: number;
  amount: number;
}

/**
 * CREDIT_PACKS: `credits:amount` pairs separated by commas, the amount in the currency's smallest
 * unit (`10:500,50:2000` sells 10 credits for 5.00 and 50 for 20.00). Every bad entry is its own
 * problem, so the operator fixes them all in one go. A pack is named by its credits, so those differ.
 */
export function parseCreditPacks(value: string): { packs: CreditPackSetting[]; problems: string[] } {
  const packs: CreditPackSetting[] = [];
  const problems: string[] = [];
  const entries = value.split(',').map((entry) => entry.trim());
  for (const entry of entries) {
    const match = /^(\d+)\s*:\s*(\d+)$/.exec(entry);
    const credits = Number(match?.[1]);
    const amount = Number(match?.[2]);
    if (!match || credits < 1 || credits > MAX_PACK_CREDITS || amount < 1 || amount > MAX_PACK_AMOUNT) {
      problems.push(
        `expected credits:amount such as 10:500 (10 credits for 500 cents), credits from 1 to ${MAX_PACK_CREDITS} ` +
          `and an amount from 1 to ${MAX_PACK_AMOUNT} (got "${entry}")`,
      );
    } else if (packs.some((pack) => pack.credits === credits)) {
      problems.push(`two packs of ${credits} credits: each pack needs its own number of credits (got "${entry}")`);
    } else {
      packs.push({ credits, amount });
    }
  }
  return { packs: packs.sort((a, b) => a.credits - b.credits), problems };
}
