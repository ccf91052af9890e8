import type { FastifyPluginAsync } from 'fastify';
import type Stripe from 'stripe';
import { creditsMessages } from '@app/shared/contract';
import { ApiError, notFound } from '@/errors/api-error';
import type { CheckoutMetadata } from '@/services/billing/checkout';
import { grantPurchase } from '@/services/billing/grant-purchase';
import { stripeClient } from '@/services/billing/stripe-client';

/** Both say a session is paid: at once (cards) or later (bank debits); the grant is once per session. */
const PAID_EVENTS = new Set(['checkout.session.completed', 'checkout.session.async_payment_succeeded']);

/**
 * Stripe's webhook (public: Stripe signs it instead). The signature covers the exact bytes sent,
 * so this plugin keeps JSON bodies as raw bytes (its own content-type parser, which reaches only
 * this route). A paid Checkout session grants its credits once, with a ledger row and a live
 * `user_credits_changed`; anything else is acknowledged and ignored. Answers quickly: Stripe
 * retries what is not acknowledged within seconds, and the grant is one transaction.
 */
const stripeWebhook: FastifyPluginAsync = async (app) => {
  app.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: 1024 * 1024 }, (_request, body, done) =>
    done(null, body),
  );

  app.post('/', { schema: { hide: true } }, async (request) => {
    const billing = app.config.billing;
    if (!billing) throw notFound();
    const signature = request.headers['stripe-signature'];
    if (!Buffer.isBuffer(request.body) || typeof signature !== 'string') throw unsigned();
    const stripe = await stripeClient(billing);
    let event: Stripe.Event;
    try {
      event = stripe.webhooks.constructEvent(request.body, signature, billing.stripeWebhookSecret);
    } catch (error) {
      request.log.warn({ err: error }, 'Stripe webhook refused: bad signature');
      throw unsigned();
    }
    if (!PAID_EVENTS.has(event.type)) return { received: true };
    const session = event.data.object as Stripe.Checkout.Session;
    if (session.payment_status !== 'paid') {
      request.log.info(
        { event: event.id, session: session.id },
        'Stripe Checkout session not paid yet: nothing granted',
      );
      return { received: true };
    }
    const purchase = readPurchase(session);
    if (!purchase) {
      request.log.error({ event: event.id, session: session.id }, 'paid Stripe Checkout session without our metadata');
      return { received: true };
    }
    const result = await grantPurchase(app.db, { ...purchase, checkoutSessionId: session.id });
    request.log.info({ event: event.id, session: session.id, ...purchase, result }, 'Stripe payment');
    if (result.granted) await app.live.publish(purchase.userId, 'user_credits_changed', { credits: result.balance });
    return { received: true };
  });
};
export default stripeWebhook;

const unsigned = () => new ApiError(400, { detail: creditsMessages.badStripeSignature });

/** The user and the credits our checkout put in the session; undefined for a session not ours. */
function readPurchase(session: Stripe.Checkout.Session): { userId: number; credits: number } | undefined {
  const metadata = (session.metadata ?? {}) as Partial<CheckoutMetadata>;
  const userId = Number(metadata.user_id);
  const credits = Number(metadata.credits);
  if (!Number.isSafeInteger(userId) || userId < 1 || !Number.isSafeInteger(credits) || credits < 1) return undefined;
  return { userId, credits };
}
