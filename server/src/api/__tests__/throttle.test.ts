import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { expectThrottled, startBehindProxy } from '@test/helpers/throttling';
import { startTestApp, type TestApp } from '@test/helpers/test-app';

const API = '/django/api';
const LOGIN = `${API}/accounts/users/login/`;
const REGISTER = `${API}/accounts/users/register/`;
// Two clients behind the trusted proxy (the test's own connection comes from 127.0.0.1).
const A = '203.0.113.7';
const B = '198.51.100.23';

const uniqueEmail = (tag: string) => `${tag}-${randomBytes(4).toString('hex')}@example.com`;
const from = (address?: string) => (address ? { 'x-forwarded-for': address } : undefined);
const login = (t: TestApp, email: string, password = 'not the password', address?: string) =>
  t.request('POST', LOGIN, { body: { email, password }, headers: from(address) });
const register = (t: TestApp, email: string, address?: string) =>
  t.request('POST', REGISTER, {
    body: { first_name: 'T', last_name: 'R', email, password: 'long enough pw' },
    headers: from(address),
  });

describe('failed logins counted per (email, address) pair', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startBehindProxy({ perIp: 1000, perEmail: 3, windowSeconds: 60 });
  });
  afterAll(() => t.close());

  it("holds an attacker hammering a victim's email; the victim still signs in from elsewhere", async () => {
    const victim = await t.registerUser();
    const email = victim.user.email;
    for (let i = 0; i < 3; i += 1) expect((await login(t, email, 'guess', A)).status).toBe(401);
    // The 4th failure starts the growing holds: 1 s, then 2 s, …
    expect((await login(t, email, 'guess', A)).status).toBe(401);
    expectThrottled(await login(t, email.toUpperCase(), 'guess', A), 1);
    // Even the right password waits at the attacker's address …
    expectThrottled(await login(t, email, victim.password, A), 1);
    // … but not from the victim's own address, which has not been failing.
    const own = await login(t, email, victim.password, B);
    expect(own.status).toBe(200);
    expect(typeof own.body.token).toBe('string');
    // Nor is another email held at the attacker's address: the pair is held, not the address.
    expect((await login(t, uniqueEmail('other'), 'guess', A)).status).toBe(401);
  });

  it('grows the hold with each further failure', async () => {
    const email = uniqueEmail('growing');
    for (let i = 0; i < 4; i += 1) expect((await login(t, email, 'guess', A)).status).toBe(401);
    expectThrottled(await login(t, email, 'guess', A), 1);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await login(t, email, 'guess', A)).status).toBe(401);
    const second = await login(t, email, 'guess', A);
    expectThrottled(second, 2);
    expect(second.headers.get('retry-after')).toBe('2');
  });

  it("the owner's right password ends their own run of typos", async () => {
    const u = await t.registerUser();
    for (let round = 0; round < 2; round += 1) {
      for (let i = 0; i < 3; i += 1) expect((await login(t, u.user.email, 'typo', B)).status).toBe(401);
      expect((await login(t, u.user.email, u.password, B)).status).toBe(200);
    }
  });
});

describe('a burst of parallel guesses', () => {
  it('checks 150 parallel wrong passwords from one address no more often than the rule allows', async () => {
    // The shipped defaults: 10 free failures per (email, address), then one try per growing hold.
    const t = await startBehindProxy({ perIp: 30, perEmail: 10, windowSeconds: 60 });
    try {
      const victim = await t.registerUser();
      const started = Date.now();
      const answers = await Promise.all(Array.from({ length: 150 }, () => login(t, victim.user.email, 'guess', A)));
      const seconds = (Date.now() - started) / 1000;
      const checked = answers.filter((res) => res.status === 401).length;
      expect(answers.filter((res) => res.status === 429)).toHaveLength(150 - checked);
      // 10 free, the 11th (which starts the holds), then one more per hold that ran out while the
      // burst was still being answered (1 s, then 2 s, 4 s …: k more need 2^k - 1 seconds).
      const holdsElapsed = Math.floor(Math.log2(seconds + 1));
      console.log(`150 parallel guesses answered in ${seconds.toFixed(1)} s: ${checked} checked`);
      expect(checked).toBeGreaterThanOrEqual(11);
      expect(checked).toBeLessThanOrEqual(11 + holdsElapsed);
      expect((await login(t, victim.user.email, victim.password, B)).status).toBe(200);
    } finally {
      await t.close();
    }
  });
});

describe('the per-account ceiling across addresses', () => {
  it('gives each address one free failure once the account had `ceiling` failures; the owner still signs in', async () => {
    const t = await startTestApp({
      loginThrottle: { perIp: 1000, perEmail: 5, windowSeconds: 60 },
      loginAccountCeiling: 6,
      trustProxy: ['127.0.0.1', '::1'],
    });
    try {
      const victim = await t.registerUser();
      const email = victim.user.email;
      // Six addresses, one guess each: the ceiling is reached without any pair being held.
      for (let i = 1; i <= 6; i += 1) expect((await login(t, email, 'guess', `192.0.2.${i}`)).status).toBe(401);
      // A fresh address now gets one free failure, then its second try is held.
      expect((await login(t, email, 'guess', '192.0.2.50')).status).toBe(401);
      expect((await login(t, email, 'guess', '192.0.2.50')).status).toBe(401);
      expectThrottled(await login(t, email, 'guess', '192.0.2.50'), 1);
      // The owner, from an address that has not been failing, signs in at once.
      expect((await login(t, email, victim.password, '198.51.100.99')).status).toBe(200);
    } finally {
      await t.close();
    }
  });
});

describe('the current password on the profile update', () => {
  it('holds wrong guesses of the current password, even with the right one, like logins', async () => {
    const t = await startTestApp({ loginThrottle: { perIp: 1000, perEmail: 2, windowSeconds: 60 } });
    try {
      const u = await t.registerUser();
      const change = (current_password: string) =>
        t.request('POST', `${API}/accounts/users/update-profile/`, {
          token: u.token,
          body: { first_name: 'A', last_name: 'B', current_password, password: 'another long password' },
        });
      const statuses: number[] = [];
      for (let i = 0; i < 3; i += 1) statuses.push((await change('wrong guess')).status);
      expect(statuses).toEqual([400, 400, 400]);
      expectThrottled(await change(u.password), 1);
      // Parallel guesses are counted too: none slips past the hold.
      const burst = await Promise.all(Array.from({ length: 20 }, () => change('wrong guess')));
      expect(burst.every((res) => res.status === 429)).toBe(true);
    } finally {
      await t.close();
    }
  });
});

describe('the per-address cap', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startBehindProxy({ perIp: 3, perEmail: 1000, windowSeconds: 60 });
  });
  afterAll(() => t.close());

  it('holds an address after `perIp` failed logins, whatever the emails; other addresses go on', async () => {
    for (let i = 0; i < 3; i += 1) expect((await login(t, uniqueEmail(`ip${i}`), 'guess', A)).status).toBe(401);
    expectThrottled(await login(t, uniqueEmail('ip-fourth'), 'guess', A), 60);
    expect((await login(t, uniqueEmail('elsewhere'), 'guess', B)).status).toBe(401);
  });

  it('counts every register attempt of an address', async () => {
    const address = '192.0.2.44';
    expect((await register(t, uniqueEmail('r1'), address)).status).toBe(201);
    const taken = uniqueEmail('r2');
    expect((await register(t, taken, address)).status).toBe(201);
    expect((await register(t, taken, address)).status).toBe(400);
    expectThrottled(await register(t, uniqueEmail('r4'), address), 60);
  });
});

describe('forwarded headers', () => {
  it('are ignored unless TRUST_PROXY says so: every "address" is the connection\'s', async () => {
    const t = await startTestApp({ loginThrottle: { perIp: 1000, perEmail: 2, windowSeconds: 60 } });
    try {
      const u = await t.registerUser();
      for (let i = 0; i < 3; i += 1) expect((await login(t, u.user.email, 'guess', A)).status).toBe(401);
      // Claiming another address changes nothing: the pair is (email, 127.0.0.1) all along.
      expectThrottled(await login(t, u.user.email, u.password, B), 1);
    } finally {
      await t.close();
    }
  });

  it('count from as many proxies as a TRUST_PROXY hop count names', async () => {
    const t = await startTestApp({ loginThrottle: { perIp: 1000, perEmail: 2, windowSeconds: 60 }, trustProxy: 1 });
    try {
      const u = await t.registerUser();
      for (let i = 0; i < 3; i += 1) expect((await login(t, u.user.email, 'guess', A)).status).toBe(401);
      expect((await login(t, u.user.email, u.password, B)).status).toBe(200);
      // With one trusted hop, the client is the last address the proxy appended, not a spoofed first one.
      expectThrottled(await login(t, u.user.email, 'guess', `${B}, ${A}`), 1);
    } finally {
      await t.close();
    }
  });
});

// With REDIS_URL the counters are shared by every API instance (CI sets TEST_REDIS_URL).
const redisUrl = process.env.TEST_REDIS_URL;
(redisUrl ? describe : describe.skip)('throttle in Redis when REDIS_URL is set', () => {
  const limits = { perIp: 1000, perEmail: 3, windowSeconds: 60 };
  const redisPrefix = `jobpilot-test-${randomBytes(4).toString('hex')}`;
  let a: TestApp;
  let b: TestApp;
  let redis: Redis;
  beforeAll(async () => {
    [a, b] = await Promise.all([
      startTestApp({ redisUrl, redisPrefix, loginThrottle: limits }),
      startTestApp({ redisUrl, redisPrefix, loginThrottle: limits }),
    ]);
    redis = new Redis(redisUrl!);
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
    const keys = (await redis?.keys(`${redisPrefix}:*`)) ?? [];
    if (keys.length) await redis.del(...keys);
    await redis?.quit();
  });

  it("holds across two app instances, with every key under the deployment's prefix", async () => {
    const email = uniqueEmail('shared');
    expect((await login(a, email)).status).toBe(401);
    expect((await login(b, email)).status).toBe(401);
    expect((await login(a, email)).status).toBe(401);
    expect((await login(b, email)).status).toBe(401);
    expectThrottled(await login(a, email), 1);

    // Every counter of the email under the deployment's prefix; the pair's run counted 4 and held.
    const keys = await redis.keys(`*${email}*`);
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.every((key) => key.startsWith(`${redisPrefix}:throttle:`))).toBe(true);
    expect(await redis.get(`${redisPrefix}:throttle:count:login:pair:127.0.0.1:${email}`)).toBe('4');
    expect(await redis.pttl(`${redisPrefix}:throttle:hold:login:pair:127.0.0.1:${email}`)).toBeGreaterThan(0);
  });
});
