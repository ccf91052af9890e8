import type Stripe from 'stripe';
import type { BillingConfig } from '@/config';

const clients = new WeakMap<BillingConfig, Promise<Stripe>>();

/**
 * The official Stripe SDK for this configuration, loaded on first use: a JobPilot that does not
 * sell credits never loads it, and one that does pays for it on the first purchase, not at start.
 */
export function stripeClient(billing: BillingConfig): Promise<Stripe> {
  let client = clients.get(billing);
  if (!client) {
    client = import('stripe').then(
      ({ default: StripeSdk }) =>
        new StripeSdk(billing.stripeSecretKey, {
          maxNetworkRetries: 1,
          timeout: 20_000,
          ...billing.stripeApi,
        }),
    );
    clients.set(billing, client);
  }
  return client;
}
