import type { FastifyBaseLogger } from 'fastify';
import { creditsMessages } from '@app/shared/contract';
import type { BillingConfig } from '@/config';
import { ApiError, validationFailed } from '@/errors/api-error';
import { stripeClient } from './stripe-client';

/** What the webhook reads back from a paid session (all strings: Stripe's metadata are). */
export interface CheckoutMetadata {
  user_id: string;
  credits: string;
  pack: string;
}

/** Buying is not set up on this server: the page tells the user how to get credits instead. */
const buyingNotSetUp = () => new ApiError(409, { detail: creditsMessages.buyingNotSetUp });

/**
 * A Stripe Checkout session selling one pack to the user; answers the URL the browser goes to.
 * The user, the credits and the pack travel in the session (client_reference_id and metadata), so
 * the webhook grants what was bought even if the packs change meanwhile. Back to /credits either way.
 */
export async function startCheckout(
  billing: BillingConfig | undefined,
  options: { userId: number; email: string; pack: number; publicUrl: string; log: FastifyBaseLogger },
): Promise<string> {
  if (!billing) throw buyingNotSetUp();
  const pack = billing.packs.find((p) => p.credits === options.pack);
  if (!pack) throw validationFailed({ pack: creditsMessages.unknownPack });
  const metadata: CheckoutMetadata = {
    user_id: String(options.userId),
    credits: String(pack.credits),
    pack: `${pack.credits}:${pack.amount}`,
  };
  try {
    const stripe = await stripeClient(billing);
    const session = await stripe.checkout.sessions.create({
      mode: 'payment',
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency: billing.currency,
            unit_amount: pack.amount,
            product_data: { name: `${pack.credits} JobPilot credits` },
          },
        },
      ],
      client_reference_id: metadata.user_id,
      customer_email: options.email,
      metadata: { ...metadata },
      success_url: `${options.publicUrl}/credits?checkout=success`,
      cancel_url: `${options.publicUrl}/credits?checkout=cancelled`,
    });
    if (!session.url) throw new Error(`Checkout session ${session.id} came without a URL`);
    return session.url;
  } catch (error) {
    options.log.error({ err: error }, 'could not create a Stripe Checkout session');
    throw new ApiError(503, { detail: creditsMessages.paymentsUnreachable });
  }
}
