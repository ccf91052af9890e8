import Stripe from 'stripe';
import { creditsMessages, type Credits } from '@app/shared/contract';
import type { BillingConfig } from '@/config';
import { startTestApp, type SignedInUser, type TestApp } from '@test/helpers/test-app';

const WEBHOOK = '/django/api/billing/stripe/webhook/';
const SECRET = 'whsec_test_webhook_secret';
const billing: BillingConfig = {
  stripeSecretKey: 'sk_test_webhook',
  stripeWebhookSecret: SECRET,
  packs: [{ credits: 50, amount: 2000 }],
  currency: 'usd',
  // Nothing here reaches Stripe: the Credits page's receipt look-up finds nothing listening.
  stripeApi: { host: '127.0.0.1', port: 9, protocol: 'http' },
};
// Only for its webhook helpers: signatures made exactly as Stripe makes them.
const stripe = new Stripe('sk_test_webhook');

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({ billing });
});
afterAll(() => t.close());

let sessionCounter = 0;
/** A Checkout session event as Stripe sends it, for a session our checkout created. */
function sessionEvent(
  user: SignedInUser,
  overrides: { type?: string; payment_status?: string; credits?: number; sessionId?: string } = {},
) {
  sessionCounter += 1;
  const sessionId = overrides.sessionId ?? `cs_test_${sessionCounter}_${Date.now()}`;
  const credits = overrides.credits ?? 50;
  return {
    id: `evt_test_${sessionCounter}_${Date.now()}`,
    object: 'event',
    type: overrides.type ?? 'checkout.session.completed',
    api_version: '2025-01-01',
    created: Math.floor(Date.now() / 1000),
    data: {
      object: {
        id: sessionId,
        object: 'checkout.session',
        mode: 'payment',
        payment_status: overrides.payment_status ?? 'paid',
        status: 'complete',
        amount_total: 2000,
        currency: 'usd',
        client_reference_id: String(user.user.id),
        metadata: { user_id: String(user.user.id), credits: String(credits), pack: `${credits}:2000` },
      },
    },
  };
}

function deliver(event: object, { secret = SECRET, signed = true } = {}) {
  const payload = JSON.stringify(event);
  // As Stripe sends it.
  const headers: Record<string, string> = { 'content-type': 'application/json; charset=utf-8' };
  if (signed) headers['stripe-signature'] = stripe.webhooks.generateTestHeaderString({ payload, secret });
  return t.request('POST', WEBHOOK, { raw: payload, headers });
}

async function creditsOf(user: SignedInUser) {
  const res = await t.request<Credits>('GET', '/django/api/accounts/users/credits/', { token: user.token });
  return res.body;
}

describe('POST /billing/stripe/webhook/ (signatures made by the official SDK)', () => {
  it('grants a paid session’s credits once, even when Stripe delivers it twice', async () => {
    const u = await t.registerUser();
    const publish = jest.spyOn(t.app.live, 'publish');
    const event = sessionEvent(u);
    expect(await deliver(event)).toMatchObject({ status: 200, body: { received: true } });
    expect(await deliver(event)).toMatchObject({ status: 200, body: { received: true } });
    // The same session in another event (Stripe may retry with a new one): still once.
    expect((await deliver({ ...event, id: `${event.id}_again` })).status).toBe(200);

    const credits = await creditsOf(u);
    expect(credits.balance).toBe(10 + 50);
    expect(credits.entries.map((e) => [e.change, e.kind, e.reason, e.balance_after])).toEqual([
      [50, 'purchase', 'Bought 50 credits', 60],
      [10, 'signup', 'Welcome credits', 10],
    ]);
    expect(publish.mock.calls).toEqual([[u.user.id, 'user_credits_changed', { credits: 60 }]]);
    publish.mockRestore();
  });

  it('grants once when two deliveries arrive at the same moment', async () => {
    const u = await t.registerUser();
    const event = sessionEvent(u, { credits: 50 });
    const answers = await Promise.all([deliver(event), deliver(event), deliver({ ...event, id: `${event.id}_b` })]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    const credits = await creditsOf(u);
    expect(credits.balance).toBe(60);
    expect(credits.entries.filter((e) => e.kind === 'purchase')).toHaveLength(1);
  });

  it.each([
    ['a wrong secret', { secret: 'whsec_someone_else' }],
    ['no signature', { signed: false }],
  ])('refuses %s with 400 and grants nothing', async (_what, options) => {
    const u = await t.registerUser();
    expect(await deliver(sessionEvent(u), options)).toMatchObject({
      status: 400,
      body: { detail: creditsMessages.badStripeSignature },
    });
    expect((await creditsOf(u)).balance).toBe(10);
  });

  it('refuses a body changed after signing', async () => {
    const u = await t.registerUser();
    const event = sessionEvent(u);
    const payload = JSON.stringify(event);
    const signature = stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET });
    const res = await t.request('POST', WEBHOOK, {
      raw: payload.replace('"credits":"50"', '"credits":"5000"'),
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    });
    expect(res.status).toBe(400);
    expect((await creditsOf(u)).balance).toBe(10);
  });

  it('grants nothing for a session not paid yet, then grants when its payment succeeds', async () => {
    const u = await t.registerUser();
    const unpaid = sessionEvent(u, { payment_status: 'unpaid' });
    expect((await deliver(unpaid)).status).toBe(200);
    expect((await creditsOf(u)).balance).toBe(10);

    const paidLater = sessionEvent(u, {
      type: 'checkout.session.async_payment_succeeded',
      sessionId: unpaid.data.object.id,
    });
    expect((await deliver(paidLater)).status).toBe(200);
    expect((await creditsOf(u)).balance).toBe(60);
  });

  it('acknowledges other events and ignores them', async () => {
    const u = await t.registerUser();
    expect(await deliver(sessionEvent(u, { type: 'checkout.session.expired' }))).toMatchObject({ status: 200 });
    expect(await deliver(sessionEvent(u, { type: 'payment_intent.succeeded' }))).toMatchObject({ status: 200 });
    expect((await creditsOf(u)).balance).toBe(10);
  });

  it('acknowledges a paid session for a user who no longer exists, granting nothing', async () => {
    const u = await t.registerUser();
    const event = sessionEvent(u);
    event.data.object.metadata.user_id = '2147483000';
    expect((await deliver(event)).status).toBe(200);
    expect((await creditsOf(u)).balance).toBe(10);
  });
});

describe('POST /billing/stripe/webhook/ without Stripe set up', () => {
  it('answers 404', async () => {
    const plain = await startTestApp();
    try {
      const res = await plain.request('POST', WEBHOOK, {
        raw: '{}',
        headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=abc' },
      });
      expect(res.status).toBe(404);
    } finally {
      await plain.close();
    }
  });
});
