import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { createRedisThrottle } from '../throttle';

// Runs against a real Redis when TEST_REDIS_URL is set (CI sets it); skipped otherwise.
const redisUrl = process.env.TEST_REDIS_URL;
const describeRedis = redisUrl ? describe : describe.skip;

describeRedis('createRedisThrottle', () => {
  // One prefix per run, so parallel or repeated runs never share a counter.
  const prefix = `test:throttle:${process.pid}:${randomBytes(4).toString('hex')}:`;
  let redis: Redis;
  let other: Redis;
  beforeAll(() => {
    redis = new Redis(redisUrl!);
    other = new Redis(redisUrl!);
  });
  afterAll(async () => {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
    await Promise.all([redis.quit(), other.quit()]);
  });

  it('lets `limit` hits through, then answers the seconds left, with the counter expiring', async () => {
    const throttle = createRedisThrottle(redis, prefix);
    for (let i = 0; i < 3; i += 1) expect(await throttle.hit('limit', 3, 60)).toBe(0);
    const wait = await throttle.hit('limit', 3, 60);
    expect(wait).toBeGreaterThanOrEqual(59);
    expect(wait).toBeLessThanOrEqual(60);
    const ttl = await redis.pttl(`${prefix}limit`);
    expect(ttl).toBeGreaterThan(55_000);
    expect(ttl).toBeLessThanOrEqual(60_000);
  });

  it('is exact when many hits race: 10 of 50 get through', async () => {
    const throttle = createRedisThrottle(redis, prefix);
    const waits = await Promise.all(Array.from({ length: 50 }, () => throttle.hit('race', 10, 60)));
    expect(waits.filter((w) => w === 0)).toHaveLength(10);
    expect(await redis.get(`${prefix}race`)).toBe('50');
  });

  it('shares one count between two connections (two API instances)', async () => {
    const a = createRedisThrottle(redis, prefix);
    const b = createRedisThrottle(other, prefix);
    expect(await a.hit('shared', 2, 60)).toBe(0);
    expect(await b.hit('shared', 2, 60)).toBe(0);
    expect(await a.hit('shared', 2, 60)).toBeGreaterThan(0);
    expect(await b.hit('shared', 2, 60)).toBeGreaterThan(0);
  });

  it('counts each key on its own', async () => {
    const throttle = createRedisThrottle(redis, prefix);
    expect(await throttle.hit('one', 1, 60)).toBe(0);
    expect(await throttle.hit('two', 1, 60)).toBe(0);
    expect(await throttle.hit('one', 1, 60)).toBeGreaterThan(0);
  });

  it('opens a fresh window once the old one has expired', async () => {
    const throttle = createRedisThrottle(redis, prefix);
    expect(await throttle.hit('window', 1, 1)).toBe(0);
    expect(await throttle.hit('window', 1, 1)).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(await throttle.hit('window', 1, 1)).toBe(0);
  });

  it('gives a counter left without an expiry (a crash between the two steps) one again', async () => {
    const throttle = createRedisThrottle(redis, prefix);
    await redis.set(`${prefix}stuck`, '99');
    expect(await throttle.hit('stuck', 3, 30)).toBeGreaterThan(0);
    const ttl = await redis.pttl(`${prefix}stuck`);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(30_000);
  });
});
