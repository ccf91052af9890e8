import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import Pusher from 'pusher';
import { userChannelName } from '@app/shared/contract';
import { buildApp } from '@/app';
import { readCacheFor } from '@/services/read-cache';
import { createMemoryThrottle } from '@/services/throttle';
import { startTestApp, testConfig, type TestApp } from '@test/helpers/test-app';
import { openTestDatabase } from '@test/helpers/test-database';
import type { RawClient } from '@/live/__tests__/raw-client';
import { framesAfterAWhile, subscribedClient } from './subscribed-client';

// Runs against a real Redis when TEST_REDIS_URL is set (CI sets it); skipped otherwise.
const redisUrl = process.env.TEST_REDIS_URL;
const describeRedis = redisUrl ? describe : describe.skip;

describeRedis('two API instances fanning out through Redis', () => {
  // One deployment: the same live credentials and one pub/sub channel, unique to this run.
  const live = { appId: '1', key: randomBytes(10).toString('hex'), secret: randomBytes(16).toString('hex') };
  const liveRedisChannel = `jobpilot:live:test:${process.pid}:${randomBytes(4).toString('hex')}`;
  let one: TestApp;
  let two: TestApp;
  let wire: Redis;
  const wireMessages: unknown[] = [];
  const clients: RawClient[] = [];

  beforeAll(async () => {
    // A long TTL, so only an invalidation (not expiry) can make the cache read again.
    const overrides = { redisUrl, live, liveRedisChannel, readCacheTtl: 60 };
    [one, two] = await Promise.all([startTestApp(overrides), startTestApp(overrides)]);
    wire = new Redis(redisUrl!);
    // Some tests put foreign or broken messages on the channel on purpose: record what parses.
    wire.on('message', (_channel: string, text: string) => {
      try {
        wireMessages.push(JSON.parse(text));
      } catch {
        wireMessages.push(text);
      }
    });
    await wire.subscribe(liveRedisChannel);
  });
  afterEach(() => {
    for (const client of clients.splice(0)) client.close();
    wireMessages.length = 0;
  });
  afterAll(async () => {
    await wire?.quit();
    await Promise.all([one?.close(), two?.close()]);
  });

  async function subscribed(t: TestApp, userId: number) {
    const { client } = await subscribedClient(t.baseUrl, live, userChannelName(userId));
    clients.push(client);
    return client;
  }

  it('both instances use the Redis fan-out', () => {
    expect(one.app.liveFanout.kind).toBe('redis');
    expect(two.app.liveFanout.kind).toBe('redis');
  });

  it('an event published on instance 1 reaches sockets on both instances exactly once, and no other user', async () => {
    const [onTwo, onOne, otherUserOnTwo] = await Promise.all([
      subscribed(two, 201),
      subscribed(one, 201),
      subscribed(two, 202),
    ]);
    await one.app.live.publish(201, 'user_credits_deducted', { credits: 6 });

    const expected = { event: 'user_credits_deducted', channel: 'private-user-201', data: '{"credits":6}' };
    expect(await onTwo.next('user_credits_deducted')).toEqual(expected);
    expect(await onOne.next('user_credits_deducted')).toEqual(expected);
    // Exactly once: the publisher's instance hears it through Redis and does not also deliver it.
    expect(await framesAfterAWhile(onTwo, 'user_credits_deducted')).toEqual([]);
    expect(await framesAfterAWhile(onOne, 'user_credits_deducted')).toEqual([]);
    expect(await framesAfterAWhile(otherUserOnTwo, 'user_credits_deducted')).toEqual([]);
    // One message on the wire, in soketi's shape.
    expect(wireMessages).toEqual([{ app: '1', ...expected }]);
  });

  it('invalidates the read cache of instance 2 for that user', async () => {
    const cache = readCacheFor(two.app.db);
    let loads = 0;
    const load = async () => (loads += 1);
    await cache.read(203, 'me', load);
    await cache.read(204, 'me', load);
    expect(await cache.read(203, 'me', load)).toBe(1); // cached

    const client = await subscribed(two, 203);
    await one.app.live.publish(203, 'login_to_linkedin', { status: 'succeeded', job_search_id: 9 });
    // Instance 2 invalidates before it delivers, so by the time its socket has the event the entry is gone.
    await client.next('login_to_linkedin');
    expect(await cache.read(203, 'me', load)).toBe(3);
    expect(await cache.read(204, 'me', load)).toBe(2);
  });

  it('an event triggered by the pusher SDK on instance 1 reaches instance 2 (once) too', async () => {
    const [onTwo, onOne] = await Promise.all([subscribed(two, 205), subscribed(one, 205)]);
    const pusher = new Pusher({ ...live, host: '127.0.0.1', port: new URL(one.baseUrl).port, useTLS: false });
    await pusher.trigger('private-user-205', 'user_credits_deducted', { credits: 2 });
    expect((await onTwo.next('user_credits_deducted')).data).toBe('{"credits":2}');
    expect((await onOne.next('user_credits_deducted')).data).toBe('{"credits":2}');
    expect(await framesAfterAWhile(onTwo, 'user_credits_deducted')).toEqual([]);
    expect(await framesAfterAWhile(onOne, 'user_credits_deducted')).toEqual([]);
  });

  it('ignores messages of another app on the same Redis channel', async () => {
    const client = await subscribed(two, 206);
    const message = { app: '2', channel: 'private-user-206', event: 'user_credits_deducted', data: '{"credits":1}' };
    const publisher = wire.duplicate();
    try {
      await publisher.publish(liveRedisChannel, JSON.stringify(message));
      await publisher.publish(liveRedisChannel, 'not json');
    } finally {
      await publisher.quit();
    }
    await one.app.live.publish(206, 'user_credits_deducted', { credits: 5 });
    // Redis keeps the order of one channel: the earlier messages were seen (and dropped) by now.
    expect((await client.next('user_credits_deducted')).data).toBe('{"credits":5}');
    expect(await framesAfterAWhile(client, 'user_credits_deducted')).toEqual([]);
  });
});

describe('starting with REDIS_URL pointing nowhere', () => {
  it('fails the start with one clear line', async () => {
    const database = await openTestDatabase();
    try {
      const config = testConfig({ redisUrl: 'redis://127.0.0.1:1' });
      // The throttle is given, so it is the live fan-out that meets the missing Redis.
      const start = buildApp({ config, database, throttle: createMemoryThrottle(), logger: false });
      await expect(start).rejects.toThrow(/^Could not connect to REDIS_URL: .*ECONNREFUSED/);
    } finally {
      await database.close();
    }
  });
});
