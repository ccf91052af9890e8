import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { startTestApp, type ApiResponse, type TestApp } from '../../../test/helpers/test-app';

const API = '/django/api';
const LOGIN = `${API}/accounts/users/login/`;
const REGISTER = `${API}/accounts/users/register/`;
const THROTTLED = /^Request was throttled\. Expected available in (\d+) seconds?\.$/;

const uniqueEmail = (tag: string) => `${tag}-${randomBytes(4).toString('hex')}@example.com`;
const login = (t: TestApp, email: string) =>
  t.request('POST', LOGIN, { body: { email, password: 'not the password' } });
const register = (t: TestApp, email: string) =>
  t.request('POST', REGISTER, { body: { first_name: 'T', last_name: 'R', email, password: 'long enough pw' } });

/** A 429 in DRF's words, whose Retry-After header agrees with the seconds in the message. */
function expectThrottled(res: ApiResponse, windowSeconds: number) {
  expect(res.status).toBe(429);
  expect(Object.keys(res.body)).toEqual(['detail']);
  const match = THROTTLED.exec(res.body.detail);
  expect(match).not.toBeNull();
  const seconds = Number(match![1]);
  expect(seconds).toBeGreaterThanOrEqual(1);
  expect(seconds).toBeLessThanOrEqual(windowSeconds);
  expect(res.headers.get('retry-after')).toBe(String(seconds));
}

describe('login and register throttled per email', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ loginThrottle: { perIp: 1000, perEmail: 3, windowSeconds: 60 } });
  });
  afterAll(() => t.close());

  it('answers the 4th login for one email with 429 and Retry-After, whatever the case of the email', async () => {
    const email = uniqueEmail('login');
    for (let i = 0; i < 3; i += 1) expect((await login(t, email)).status).toBe(401);
    expectThrottled(await login(t, email.toUpperCase()), 60);
    // Another email from the same address is not held back.
    expect((await login(t, uniqueEmail('other'))).status).toBe(401);
  });

  it('counts successful logins too, so a right password does not reset the count', async () => {
    const u = await t.registerUser();
    for (let i = 0; i < 3; i += 1) {
      const ok = await t.request('POST', LOGIN, { body: { email: u.user.email, password: u.password } });
      expect(ok.status).toBe(200);
    }
    expectThrottled(await t.request('POST', LOGIN, { body: { email: u.user.email, password: u.password } }), 60);
  });

  it('answers the 4th register for one email with 429', async () => {
    const email = uniqueEmail('register');
    expect((await register(t, email)).status).toBe(201);
    expect((await register(t, email)).status).toBe(400);
    expect((await register(t, email)).status).toBe(400);
    expectThrottled(await register(t, email), 60);
  });
});

describe('login throttled per client address', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ loginThrottle: { perIp: 3, perEmail: 1000, windowSeconds: 60 } });
  });
  afterAll(() => t.close());

  it('answers the 4th login from one address with 429, even for a new email', async () => {
    for (let i = 0; i < 3; i += 1) expect((await login(t, uniqueEmail(`ip${i}`))).status).toBe(401);
    expectThrottled(await login(t, uniqueEmail('ip-fourth')), 60);
  });
});

// With REDIS_URL the counters are shared by every API instance (CI sets TEST_REDIS_URL).
const redisUrl = process.env.TEST_REDIS_URL;
(redisUrl ? describe : describe.skip)('throttle in Redis when REDIS_URL is set', () => {
  const limits = { perIp: 1000, perEmail: 3, windowSeconds: 60 };
  let a: TestApp;
  let b: TestApp;
  let redis: Redis;
  beforeAll(async () => {
    [a, b] = await Promise.all([
      startTestApp({ redisUrl, loginThrottle: limits }),
      startTestApp({ redisUrl, loginThrottle: limits }),
    ]);
    redis = new Redis(redisUrl!);
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
    await redis?.quit();
  });

  it('holds the limit across two app instances and keeps the counter in Redis with a TTL', async () => {
    const email = uniqueEmail('shared');
    expect((await login(a, email)).status).toBe(401);
    expect((await login(b, email)).status).toBe(401);
    expect((await login(a, email)).status).toBe(401);
    expectThrottled(await login(b, email), 60);

    const key = `throttle:login:email:${email}`;
    expect(await redis.get(key)).toBe('4');
    const ttl = await redis.pttl(key);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(60_000);
    await redis.del(key);
  });
});
