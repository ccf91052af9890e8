import type { Checkout, Credits } from '../contract';
import { getApiClient } from './client';
import { parseAnswer } from './parse-answer';

const BASE = '/accounts/users/credits/';

/** The balance, the newest ledger rows and the packs on sale (product §2.10). */
export async function getCredits(): Promise<Credits> {
  const { data } = await getApiClient().get(BASE);
  return parseAnswer('creditsSchema', data, 'get credits');
}

/** A Stripe Checkout session for one pack (named by its credits); answers where to pay. */
export async function startCheckout(pack: number): Promise<Checkout> {
  const { data } = await getApiClient().post(`${BASE}checkout/`, { pack });
  return parseAnswer('checkoutSchema', data, 'start checkout');
}
