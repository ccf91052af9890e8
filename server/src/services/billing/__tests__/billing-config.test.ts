import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ConfigError, loadConfig } from '@/config';

const BASE = {
  SECRET_KEY: 'k'.repeat(40),
  ENCRYPTION_KEY: 'ab'.repeat(32),
  LIVE_APP_ID: '12345',
  LIVE_KEY: 'livekey1234',
  LIVE_SECRET: 's'.repeat(32),
};
const STRIPE = { STRIPE_SECRET_KEY: 'sk_test_abc', STRIPE_WEBHOOK_SECRET: 'whsec_abc', CREDIT_PACKS: '10:500,50:2000' };
// One data folder for the file (loadConfig may write generated files there), removed at the end.
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'billing-config-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const env = (values: Record<string, string>) => ({ ...BASE, DATA_DIR: dataDir, ...values });

function problemsOf(values: Record<string, string>): string[] {
  try {
    loadConfig(env(values));
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).problems;
  }
  throw new Error('expected a ConfigError');
}

describe('selling credits: STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, CREDIT_PACKS, STRIPE_CURRENCY', () => {
  it('is off unless configured', () => {
    expect(loadConfig(env({})).billing).toBeUndefined();
  });

  it('reads the packs (credits:cents), smallest first, and the currency (usd unless set)', () => {
    expect(loadConfig(env({ ...STRIPE, CREDIT_PACKS: ' 50:2000 , 10:500' })).billing).toEqual({
      stripeSecretKey: 'sk_test_abc',
      stripeWebhookSecret: 'whsec_abc',
      packs: [
        { credits: 10, amount: 500 },
        { credits: 50, amount: 2000 },
      ],
      currency: 'usd',
    });
    expect(loadConfig(env({ ...STRIPE, STRIPE_CURRENCY: 'EUR' })).billing?.currency).toBe('eur');
  });

  it('reports each bad pack on its own line', () => {
    expect(problemsOf({ ...STRIPE, CREDIT_PACKS: '10:500,ten:5,0:100,20:0,10:900' })).toEqual([
      expect.stringMatching(/^CREDIT_PACKS: expected credits:amount such as 10:500 .*\(got "ten:5"\)$/),
      expect.stringMatching(/^CREDIT_PACKS: expected credits:amount .*\(got "0:100"\)$/),
      expect.stringMatching(/^CREDIT_PACKS: expected credits:amount .*\(got "20:0"\)$/),
      'CREDIT_PACKS: two packs of 10 credits: each pack needs its own number of credits (got "10:900")',
    ]);
  });

  it('reports bad keys and currency, each on its own line', () => {
    expect(
      problemsOf({ ...STRIPE, STRIPE_SECRET_KEY: 'pk_test_x', STRIPE_WEBHOOK_SECRET: 'abc', STRIPE_CURRENCY: 'euro' }),
    ).toEqual([
      'STRIPE_SECRET_KEY: expected a Stripe secret key (sk_… or rk_…)',
      'STRIPE_WEBHOOK_SECRET: expected a webhook signing secret (whsec_…)',
      'STRIPE_CURRENCY: expected a three-letter currency code such as usd or eur',
    ]);
  });

  it('names what is missing when only part is set', () => {
    expect(problemsOf({ STRIPE_SECRET_KEY: 'sk_test_abc' })).toEqual([
      'STRIPE_WEBHOOK_SECRET: needed to sell credits, since STRIPE_SECRET_KEY is set',
      'CREDIT_PACKS: needed to sell credits, since STRIPE_SECRET_KEY is set',
    ]);
  });
});
