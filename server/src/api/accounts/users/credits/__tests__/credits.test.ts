import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { creditsMessages, type Credits } from '@app/shared/contract';
import { recordAttempt } from '@/db/repositories/job-application-attempts';
import type { BillingConfig } from '@/config';
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

  close() {
    return new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

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
