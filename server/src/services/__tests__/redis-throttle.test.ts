import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { createRedisThrottle, type ThrottleRule } from '../throttle';

// Runs against a real Redis when TEST_REDIS_URL is set (CI sets it); skipped otherwise.
const redisUrl = process.env.TEST_REDIS_URL;
const describeRedis = redisUrl ? describe : describe.skip;

const window = (limit: number, windowSeconds: number): ThrottleRule => ({ kind: 'window', limit, windowSeconds });
const backoff: ThrottleRule = { kind: 'backoff', free: 2, maxSeconds: 60, forgetSeconds: 600 };

describeRedis('createRedisThrottle', () => {
  // One prefix per run, so parallel or repeated runs never share a counter.
  const prefix = `test-${process.pid}-${randomBytes(4).toString('hex')}`;
  let redis: Redis;
  let other: Redis;
  beforeAll(() => {
    redis = new Redis(redisUrl!);
    other = new Redis(redisUrl!);
  });
  afterAll(async () => {
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length) await redis.del(...keys);
    await Promise.all([redis.quit(), other.quit()]);
  });

  it('keeps every key under the deployment prefix, the counter expiring with the window', async () => {
    const throttle = createRedisThrottle(redis, prefix);
    for (let i = 0; i < 2; i += 1) expect(await throttle.record('limit', window(3, 60))).toBe(0);
    const hold = await throttle.record('limit', window(3, 60));
    expect(hold).toBeGreaterThanOrEqual(59);
    expect(hold).toBeLessThanOrEqual(60);
    expect(await throttle.waitFor('limit')).toBe(hold);
    expect((await redis.keys(`${prefix}:*`)).sort()).toEqual([
      `${prefix}:throttle:{limit}`,
      `${prefix}:throttle:{limit}:held`,
    ]);
    const ttl = await redis.pttl(`${prefix}:throttle:{limit}`);
    expect(ttl).toBeGreaterThan(55_000);
    expect(ttl).toBeLessThanOrEqual(60_000);
  });

  it('never sees the counters of a deployment with another prefix', async () => {
    const ours = createRedisThrottle(redis, prefix);
    const theirs = createRedisThrottle(redis, `${prefix}-other`);
    expect(await theirs.record('shared-name', window(1, 60))).toBeGreaterThan(0);
    expect(await ours.waitFor('shared-name')).toBe(0);
    expect(await ours.record('shared-name', window(2, 60))).toBe(0);
    await redis.del(`${prefix}-other:throttle:{shared-name}`, `${prefix}-other:throttle:{shared-name}:held`);
  });

  it('is exact when many attempts race: 9 of 50 leave the key free (the 10th holds it)', async () => {
    const throttle = createRedisThrottle(redis, prefix);
    const holds = await Promise.all(Array.from({ length: 50 }, () => throttle.record('race', window(10, 60))));
    expect(holds.filter((w) => w === 0)).toHaveLength(9);
    expect(await redis.get(`${prefix}:throttle:{race}`)).toBe('50');
  });

  it('shares one count between two connections (two API instances)', async () => {
    const a = createRedisThrottle(redis, prefix);
    const b = createRedisThrottle(other, prefix);
    expect(await a.record('shared', window(3, 60))).toBe(0);
    expect(await b.record('shared', window(3, 60))).toBe(0);
    expect(await a.record('shared', window(3, 60))).toBeGreaterThan(0);
    expect(await b.waitFor('shared')).toBeGreaterThan(0);
  });

  it('grows the hold under a backoff rule, remembers the run, and forgets it when cleared', async () => {
    const throttle = createRedisThrottle(redis, prefix);
    const holds = [];
    for (let i = 0; i < 5; i += 1) holds.push(await throttle.record('pair', backoff));
    expect(holds).toEqual([0, 0, 1, 2, 4]);
    const ttl = await redis.pttl(`${prefix}:throttle:{pair}`);
    expect(ttl).toBeGreaterThan(590_000);
    await throttle.clear('pair');
    expect(await throttle.waitFor('pair')).toBe(0);
    expect(await throttle.record('pair', backoff)).toBe(0);
  });

  it('gives a counter left without an expiry (a crash) one again', async () => {
    const throttle = createRedisThrottle(redis, prefix);
    await redis.set(`${prefix}:throttle:{stuck}`, '99');
    expect(await throttle.record('stuck', window(3, 30))).toBeGreaterThan(0);
    const ttl = await redis.pttl(`${prefix}:throttle:{stuck}`);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(30_000);
  });
});
