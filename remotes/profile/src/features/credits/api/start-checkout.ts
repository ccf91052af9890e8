import { getApiClient } from '@app/shared/api';
import type { Checkout } from '@app/shared/contract';

// Only the Credits page buys: compiled into this remote (CONTRIBUTING, "Who owns an endpoint").
// The balance and ledger stay in `@app/shared/query`: live events and other pages read them.

/** A Stripe Checkout session for one pack (named by its credits); answers where to pay. */
export async function startCheckout(pack: number): Promise<Checkout> {
  const { data } = await getApiClient().post('/accounts/users/credits/checkout/', { pack });
  const { checkAnswer, checkoutSchema } = await import('@app/shared/contract');
  return checkAnswer(checkoutSchema, data, 'start checkout');
}
