import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { backoffMs, createMemoryThrottle, createRedisThrottle, type Throttle, type ThrottleRule } from '../throttle';

// The same rules on both stores: in memory always, in Redis when TEST_REDIS_URL is set (CI sets it).
const redisUrl = process.env.TEST_REDIS_URL;
const window = (limit: number, windowSeconds: number): ThrottleRule => ({ kind: 'window', limit, windowSeconds });
const backoff: ThrottleRule = { kind: 'backoff', free: 3, maxSeconds: 60, forgetSeconds: 600 };

let redis: Redis | undefined;
const prefix = `test-${process.pid}-${randomBytes(4).toString('hex')}`;
beforeAll(async () => {
  if (!redisUrl) return;
  redis = new Redis(redisUrl, { enableOfflineQueue: false, lazyConnect: true });
  await redis.connect();
});
afterAll(async () => {
  if (!redis) return;
  const keys = await redis.keys(`${prefix}*`);
  if (keys.length) await redis.del(...keys);
  await redis.quit();
});

const stores: Array<[string, () => Throttle]> = [['memory', () => createMemoryThrottle()]];
if (redisUrl) stores.push(['redis', () => createRedisThrottle(redis!, `${prefix}-${randomBytes(3).toString('hex')}`)]);

it('computes the growing holds of a backoff rule', () => {
  expect([1, 3, 4, 5, 6, 30].map((n) => backoffMs(n, 3, 60))).toEqual([0, 0, 1000, 2000, 4000, 60000]);
});

describe.each(stores)('%s store', (_, make) => {
  it('lets `limit` tries of a window through, then holds the key until the window ends', async () => {
    const throttle = make();
    for (let i = 0; i < 3; i += 1) expect((await throttle.take('w', window(3, 60))).wait).toBe(0);
    const refused = await throttle.take('w', window(3, 60));
    expect(refused.wait).toBeGreaterThanOrEqual(59);
    expect(refused.wait).toBeLessThanOrEqual(60);
    expect(await throttle.waitFor('w', window(3, 60))).toBe(refused.wait);
    expect(await throttle.waitFor('other', window(3, 60))).toBe(0);
  });

  it('gives a successful try back to its window', async () => {
    const throttle = make();
    for (let i = 0; i < 10; i += 1) {
      const take = await throttle.take('ok', window(2, 60));
      expect(take.wait).toBe(0);
      await take.ticket!.succeeded();
    }
  });

  it('checks a burst of 150 parallel tries of a window no more often than its limit', async () => {
    const throttle = make();
    const takes = await Promise.all(Array.from({ length: 150 }, () => throttle.take('burst', window(10, 60))));
    expect(takes.filter((take) => take.wait === 0)).toHaveLength(10);
  });

  it('lets the free tries of a backoff rule through, then one at a time with growing holds', async () => {
    const throttle = make();
    const holds: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      const take = await throttle.take('pair', backoff);
      expect(take.wait).toBe(0);
      await take.ticket!.failed();
      holds.push(await throttle.waitFor('pair', backoff));
    }
    expect(holds).toEqual([0, 0, 0, 1]);
    expect((await throttle.take('pair', backoff)).wait).toBe(1);
    await throttle.clear('pair', backoff);
    expect((await throttle.take('pair', backoff)).wait).toBe(0);
  });

  it('checks one try of a parallel burst past the free ones, and counts only the tries checked', async () => {
    const throttle = make();
    const takes = await Promise.all(Array.from({ length: 150 }, () => throttle.take('race', backoff)));
    const through = takes.filter((take) => take.wait === 0);
    expect(through).toHaveLength(4); // 3 free + 1
    await Promise.all(through.map((take) => take.ticket!.failed()));
    expect(await throttle.waitFor('race', backoff)).toBe(1);
  });

  it('forgets the run when the try succeeds', async () => {
    const throttle = make();
    for (let round = 0; round < 3; round += 1) {
      for (let i = 0; i < 3; i += 1) await (await throttle.take('typos', backoff)).ticket!.failed();
      await (await throttle.take('typos', backoff)).ticket!.succeeded();
    }
    expect(await throttle.waitFor('typos', backoff)).toBe(0);
  });

  it('records failures after the fact', async () => {
    const throttle = make();
    expect(await throttle.record('late', window(2, 30))).toBe(0);
    expect(await throttle.record('late', window(2, 30))).toBeGreaterThanOrEqual(29);
    const holds = [];
    for (let i = 0; i < 5; i += 1) holds.push(await throttle.record('late-pair', backoff));
    expect(holds).toEqual([0, 0, 0, 1, 2]);
  });
});

(redisUrl ? it : it.skip)("keeps every Redis key under the deployment's prefix", async () => {
  const own = `${prefix}-keys`;
  const throttle = createRedisThrottle(redis!, own);
  await (await throttle.take('login:pair:1.2.3.4:a@example.com', backoff)).ticket!.failed();
  await throttle.take('login:address:1.2.3.4', window(5, 60));
  const keys = await redis!.keys(`*1.2.3.4*`);
  expect(keys.length).toBeGreaterThan(0);
  expect(keys.every((key) => key.startsWith(`${own}:throttle:`))).toBe(true);
});
