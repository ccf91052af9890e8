import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { creditsMessages, type Credits } from '@app/shared/contract';
import { recordAttempt } from '@/db/repositories/job-application-attempts';
import type { BillingConfig } from '@/config';
import { grantPurchase } from '@/services/billing/grant-purchase';
import { chargeApplication, grantCredits } from '@/services/credits';
import { createBotUser } from '@test/helpers/bot-user';
import { startTestApp, type SignedInUser, type TestApp } from '@test/helpers/test-app';

const CREDITS = '/django/api/accounts/users/credits/';
const CHECKOUT = `${CREDITS}checkout/`;
const TIMESTAMP = /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/;

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

let jobCounter = 0;
/** An application the bot recorded as applied, charged as the bot charges it. */
async function appliedAndCharged(userId: number, jobSearchId: number, jobTitle: string, companyName: string) {
  jobCounter += 1;
  const { application } = await recordAttempt(t.database.db, {
    userId,
    jobSearchId,
    linkedinJobId: `li-credits-${jobCounter}`,
    jobTitle,
    companyName,
    jobUrl: `https://www.linkedin.com/jobs/view/${jobCounter}/`,
    status: 'applied',
  });
  expect(await chargeApplication(t.database.db, application.id)).toMatchObject({ charged: true });
  return application;
}

const getCredits = (user: SignedInUser) => t.request<Credits>('GET', CREDITS, { token: user.token });

describe('GET /accounts/users/credits/', () => {
  it('answers the balance and the ledger newest first, each change in plain words with its application', async () => {
    const u = await createBotUser(t);
    const first = await appliedAndCharged(u.user.id, u.searchId, 'Software Engineer', 'Acme');
    const second = await appliedAndCharged(u.user.id, u.searchId, 'Data Analyst', 'Globex');
    await grantCredits(t.database.db, u.user.id, 5, 'operator_grant');

    const res = await getCredits(u);
    expect(res.status).toBe(200);
    expect(res.body.balance).toBe(10 - 2 + 5);
    expect(res.body.entries.map((e) => [e.change, e.kind, e.reason, e.balance_after, e.job_application])).toEqual([
      [5, 'operator_grant', 'Added by the person who runs JobPilot', 13, null],
      [
        -1,
        'job_applied',
        'Applied to Data Analyst at Globex',
        8,
        { id: second.id, job_search: u.searchId, job_title: 'Data Analyst', company_name: 'Globex' },
      ],
      [
        -1,
        'job_applied',
        'Applied to Software Engineer at Acme',
        9,
        { id: first.id, job_search: u.searchId, job_title: 'Software Engineer', company_name: 'Acme' },
      ],
      [10, 'signup', 'Welcome credits', 10, null],
    ]);
    for (const entry of res.body.entries) expect(entry.date).toMatch(TIMESTAMP);
    // The ledger explains the whole balance: registering writes its welcome row.
    expect(res.body.entries.reduce((sum, e) => sum + e.change, 0)).toBe(res.body.balance);
    expect(res.body.total_entries).toBe(4);
    expect(res.body.packs).toEqual([]); // buying is not set up on this server
  });

  it("shows only the caller's own rows", async () => {
    const owner = await createBotUser(t);
    await appliedAndCharged(owner.user.id, owner.searchId, 'Owner Job', 'Initech');
    const other = await t.registerUser();
    const res = await getCredits(other);
    expect(res.status).toBe(200);
    expect(res.body.entries.map((e) => e.reason)).toEqual(['Welcome credits']);
    expect(JSON.stringify(res.body)).not.toContain('Owner Job');
  });

  it('shows a purchase without a receipt link when Stripe is not set up (nothing to ask)', async () => {
    const u = await t.registerUser();
    // A purchase made while this server still sold credits.
    expect(
      await grantPurchase(t.database.db, { userId: u.user.id, credits: 10, checkoutSessionId: 'cs_test_old' }),
    ).toEqual({ granted: true, balance: 20 });
    const res = await getCredits(u);
    expect(res.body.entries.map((e) => [e.kind, e.receipt_url])).toEqual([
      ['purchase', null],
      ['signup', null],
    ]);
  });

  it('requires a token', async () => {
    expect((await t.request('GET', CREDITS)).status).toBe(401);
    expect((await t.request('POST', CHECKOUT, { body: { pack: 10 } })).status).toBe(401);
  });
});

describe('POST /accounts/users/credits/checkout/ without Stripe set up', () => {
  it('answers 409 with a plain message', async () => {
    const u = await t.registerUser();
    expect(await t.request('POST', CHECKOUT, { token: u.token, body: { pack: 10 } })).toMatchObject({
      status: 409,
      body: { detail: creditsMessages.buyingNotSetUp },
    });
  });
});

/**
 * Stripe itself cannot be reached from here: the SDK is pointed (host, port, protocol) at a local
 * HTTP server standing in for api.stripe.com, which records what the SDK sends and answers as the
 * Checkout Sessions API does.
 */
class StripeStandIn {
  readonly requests: { method: string; path: string; headers: IncomingMessage['headers']; form: URLSearchParams }[] =
    [];
  private server!: Server;
  port = 0;

  async start() {
    this.server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        this.requests.push({
          method: request.method ?? '',
          path: request.url ?? '',
          headers: request.headers,
          form: new URLSearchParams(body),
        });
        const retrieved = /^\/v1\/checkout\/sessions\/([^/?]+)\?/.exec(request.url ?? '');
        if (request.method === 'GET' && retrieved) {
          this.answerSession(retrieved[1]!, response);
          return;
        }
        const id = `cs_test_standin${this.requests.length}`;
        response.writeHead(200, { 'content-type': 'application/json', 'request-id': `req_${id}` });
        response.end(
          JSON.stringify({ id, object: 'checkout.session', url: `https://checkout.stripe.com/c/pay/${id}` }),
        );
      });
    });
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.address() as AddressInfo).port;
  }

  /** Sessions the stand-in cannot answer for now (as Stripe when it fails), answered 500. */
  readonly failing = new Set<string>();

  /**
   * A paid session retrieved with `expand[]=payment_intent.latest_charge`, shaped as the API's
   * reference shows it: the charge carries the receipt's address.
   */
  private answerSession(id: string, response: import('node:http').ServerResponse) {
    if (this.failing.has(id)) {
      response.writeHead(500, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: { type: 'api_error', message: 'Something went wrong.' } }));
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json', 'request-id': `req_get_${id}` });
    response.end(
      JSON.stringify({
        id,
        object: 'checkout.session',
        payment_status: 'paid',
        payment_intent: {
          id: `pi_${id}`,
          object: 'payment_intent',
          latest_charge: { id: `ch_${id}`, object: 'charge', receipt_url: receiptOf(id) },
        },
      }),
    );
  }

  close() {
    return new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

const receiptOf = (sessionId: string) => `https://pay.stripe.com/receipts/payment/${sessionId}`;

describe('POST /accounts/users/credits/checkout/ (Stripe itself cannot be reached from here: a local stand-in of its API)', () => {
  const stripe = new StripeStandIn();
  let billed: TestApp;
  const billing = (): BillingConfig => ({
    stripeSecretKey: 'sk_test_standin',
    stripeWebhookSecret: 'whsec_standin',
    packs: [
      { credits: 10, amount: 500 },
      { credits: 50, amount: 2000 },
    ],
    currency: 'eur',
    stripeApi: { host: '127.0.0.1', port: stripe.port, protocol: 'http' },
  });

  beforeAll(async () => {
    await stripe.start();
    billed = await startTestApp({ billing: billing() });
  });
  afterAll(async () => {
    await billed.close();
    await stripe.close();
  });

  it('lists the packs on sale with the ledger', async () => {
    const u = await billed.registerUser();
    const res = await billed.request<Credits>('GET', CREDITS, { token: u.token });
    expect(res.body.packs).toEqual([
      { credits: 10, amount: 500, currency: 'eur' },
      { credits: 50, amount: 2000, currency: 'eur' },
    ]);
  });

  it('creates a payment session for the pack and answers its URL', async () => {
    const u = await billed.registerUser();
    stripe.requests.length = 0;
    const res = await billed.request('POST', CHECKOUT, { token: u.token, body: { pack: 50 } });
    expect(res).toMatchObject({ status: 200, body: { url: 'https://checkout.stripe.com/c/pay/cs_test_standin1' } });

    expect(stripe.requests).toHaveLength(1);
    const [sent] = stripe.requests;
    expect(sent!.method).toBe('POST');
    expect(sent!.path).toBe('/v1/checkout/sessions');
    expect(sent!.headers.authorization).toBe('Bearer sk_test_standin');
    expect(Object.fromEntries(sent!.form)).toEqual({
      mode: 'payment',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'eur',
      'line_items[0][price_data][unit_amount]': '2000',
      'line_items[0][price_data][product_data][name]': '50 JobPilot credits',
      client_reference_id: String(u.user.id),
      customer_email: u.user.email,
      'metadata[user_id]': String(u.user.id),
      'metadata[credits]': '50',
      'metadata[pack]': '50:2000',
      success_url: `${billed.config.publicUrl}/credits?checkout=success`,
      cancel_url: `${billed.config.publicUrl}/credits?checkout=cancelled`,
    });
  });

  it.each([
    [{ pack: 20 }, { pack: [creditsMessages.unknownPack] }],
    [{}, { pack: ['This field is required.'] }],
    [{ pack: 'ten' }, { pack: ['A valid integer is required.'] }],
  ])('refuses %j with 400 and asks Stripe nothing', async (body, errors) => {
    const u = await billed.registerUser();
    stripe.requests.length = 0;
    expect(await billed.request('POST', CHECKOUT, { token: u.token, body })).toMatchObject({
      status: 400,
      body: errors,
    });
    expect(stripe.requests).toHaveLength(0);
  });

  /** A paid Checkout session delivered to the webhook, signed with the SDK's own test helper. */
  async function paid(u: SignedInUser, sessionId: string) {
    const payload = JSON.stringify({
      id: `evt_${sessionId}`,
      object: 'event',
      type: 'checkout.session.completed',
      api_version: '2025-01-01',
      created: Math.floor(Date.now() / 1000),
      data: {
        object: {
          id: sessionId,
          object: 'checkout.session',
          mode: 'payment',
          payment_status: 'paid',
          status: 'complete',
          metadata: { user_id: String(u.user.id), credits: '10', pack: '10:500' },
        },
      },
    });
    const signature = new Stripe('sk_test_standin').webhooks.generateTestHeaderString({
      payload,
      secret: 'whsec_standin',
    });
    const res = await billed.request('POST', '/django/api/billing/stripe/webhook/', {
      raw: payload,
      headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
    });
    expect(res.status).toBe(200);
  }
  const receiptsAsked = () => stripe.requests.filter((r) => r.method === 'GET').map((r) => r.path.split('?')[0]);

  // The gap: the receipt's address comes from the stand-in, shaped as Stripe's API reference shows
  // a session with its payment intent and charge expanded; real Stripe is not reached from here.
  it('shows each purchase with its Stripe receipt, read from Stripe once and then kept', async () => {
    const u = await billed.registerUser();
    await paid(u, 'cs_test_receipt_a');
    await paid(u, 'cs_test_receipt_b');
    stripe.requests.length = 0;

    const first = await billed.request<Credits>('GET', CREDITS, { token: u.token });
    expect(first.body.entries.map((e) => [e.kind, e.change, e.receipt_url])).toEqual([
      ['purchase', 10, receiptOf('cs_test_receipt_b')],
      ['purchase', 10, receiptOf('cs_test_receipt_a')],
      ['signup', 10, null],
    ]);
    expect(receiptsAsked().sort()).toEqual([
      '/v1/checkout/sessions/cs_test_receipt_a',
      '/v1/checkout/sessions/cs_test_receipt_b',
    ]);
    expect(decodeURIComponent(stripe.requests[0]!.path)).toContain('expand[0]=payment_intent.latest_charge');

    stripe.requests.length = 0;
    const again = await billed.request<Credits>('GET', CREDITS, { token: u.token });
    expect(again.body.entries[0]!.receipt_url).toBe(receiptOf('cs_test_receipt_b'));
    expect(receiptsAsked()).toEqual([]); // kept: Stripe is not asked again
  });

  it('shows no link while Stripe cannot give the receipt, and asks again next time', async () => {
    const u = await billed.registerUser();
    stripe.failing.add('cs_test_receipt_later');
    await paid(u, 'cs_test_receipt_later');
    const failed = await billed.request<Credits>('GET', CREDITS, { token: u.token });
    expect(failed.status).toBe(200);
    expect(failed.body.entries[0]).toMatchObject({ kind: 'purchase', change: 10, receipt_url: null });

    stripe.failing.delete('cs_test_receipt_later');
    const later = await billed.request<Credits>('GET', CREDITS, { token: u.token });
    expect(later.body.entries[0]!.receipt_url).toBe(receiptOf('cs_test_receipt_later'));
  });

  it('answers 503 in plain words when Stripe cannot be reached', async () => {
    const closed = new StripeStandIn();
    await closed.start();
    await closed.close(); // nothing listens on its port any more
    const unreachable = await startTestApp({
      billing: { ...billing(), stripeApi: { host: '127.0.0.1', port: closed.port, protocol: 'http' } },
    });
    try {
      const u = await unreachable.registerUser();
      expect(await unreachable.request('POST', CHECKOUT, { token: u.token, body: { pack: 10 } })).toMatchObject({
        status: 503,
        body: { detail: creditsMessages.paymentsUnreachable },
      });
    } finally {
      await unreachable.close();
    }
  });
});
