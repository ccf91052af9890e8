import type { FastifyBaseLogger } from 'fastify';
import { userChannelName, type LiveEventPayload } from '@app/shared/contract';
import { startTestApp, type TestApp } from '@test/helpers/test-app';
import { readCacheFor } from '@/services/read-cache';
import type { RawClient } from '@/live/__tests__/raw-client';
import { userIdOfChannel } from '../deliver-here';
import { createPublishService } from '../publish-service';
import { framesAfterAWhile, subscribedClient } from './subscribed-client';

let t: TestApp;
const clients: RawClient[] = [];

beforeAll(async () => {
  // A long TTL, so only an invalidation (not expiry) can make the cache read again.
  t = await startTestApp({ readCacheTtl: 60 });
});
afterEach(() => {
  for (const client of clients.splice(0)) client.close();
});
afterAll(() => t.close());

async function subscribed(userId: number) {
  const { client } = await subscribedClient(t.baseUrl, t.config.live, userChannelName(userId));
  clients.push(client);
  return client;
}

describe('app.live.publish with the local transport (the default)', () => {
  it('uses the in-process fan-out', () => {
    expect(t.app.liveFanout.kind).toBe('local');
  });

  it('delivers the event to the user’s channel, once, with the payload JSON-encoded as data', async () => {
    const [mine, someoneElse] = await Promise.all([subscribed(101), subscribed(102)]);
    const payload = { job_search_id: 5, status: 'completed', notes: 'Applied to 3 jobs' } as const;
    await t.app.live.publish(101, 'job_search_status_updated', payload);
    const frame = await mine.next('job_search_status_updated');
    expect(frame).toEqual({
      event: 'job_search_status_updated',
      channel: 'private-user-101',
      data: JSON.stringify(payload),
    });
    expect(await framesAfterAWhile(mine, 'job_search_status_updated')).toEqual([]);
    expect(await framesAfterAWhile(someoneElse, 'job_search_status_updated')).toEqual([]);
  });

  it('sends exactly the contract’s fields (an unknown extra field is dropped)', async () => {
    const client = await subscribed(103);
    const payload = {
      credits: 7,
      secret_note: 'not for the browser',
    } as unknown as LiveEventPayload<'user_credits_deducted'>;
    await t.app.live.publish(103, 'user_credits_deducted', payload);
    expect((await client.next('user_credits_deducted')).data).toBe('{"credits":7}');
  });

  it('throws on a payload that breaks the contract, and delivers nothing', async () => {
    const client = await subscribed(104);
    const bad = { credits: -1 } as LiveEventPayload<'user_credits_deducted'>;
    await expect(t.app.live.publish(104, 'user_credits_deducted', bad)).rejects.toThrow(
      /user_credits_deducted.*payload does not match the contract: credits/,
    );
    const missing = { status: 'started' } as unknown as LiveEventPayload<'login_to_linkedin'>;
    await expect(t.app.live.publish(104, 'login_to_linkedin', missing)).rejects.toThrow(/job_search_id/);
    await expect(t.app.live.publish(104, 'no_such_event' as 'login_to_linkedin', missing)).rejects.toThrow(
      /unknown live event/,
    );
    await expect(t.app.live.publish(0, 'user_credits_deducted', { credits: 1 })).rejects.toThrow(/invalid user id/);
    expect(await framesAfterAWhile(client, 'user_credits_deducted')).toEqual([]);
    expect(await framesAfterAWhile(client, 'login_to_linkedin')).toEqual([]);
  });

  it('invalidates the user’s cached reads (and only theirs)', async () => {
    const cache = readCacheFor(t.app.db);
    let loads = 0;
    const load = async () => (loads += 1);
    await cache.read(105, 'profile', load);
    await cache.read(106, 'profile', load);
    expect(await cache.read(105, 'profile', load)).toBe(1); // served from the cache

    const client = await subscribed(105);
    let loadsWhenDelivered = -1;
    const receivedWithFreshRead = client.next('user_credits_deducted').then(async () => {
      loadsWhenDelivered = await cache.read(105, 'profile', load);
    });
    await t.app.live.publish(105, 'user_credits_deducted', { credits: 3 });
    await receivedWithFreshRead;
    expect(loadsWhenDelivered).toBe(3); // read again: the cached 1 was forgotten
    expect(await cache.read(106, 'profile', load)).toBe(2); // someone else's entry stays
  });
});

describe('createPublishService', () => {
  it('logs a transport failure instead of throwing it (the change is committed; the caller goes on)', async () => {
    const errors: unknown[] = [];
    const log = { error: (...args: unknown[]) => errors.push(args) } as unknown as FastifyBaseLogger;
    const service = createPublishService({
      db: {},
      log,
      transport: { send: () => Promise.reject(new Error('redis is away')) },
    });
    await expect(service.publish(1, 'user_credits_deducted', { credits: 1 })).resolves.toBeUndefined();
    expect(JSON.stringify(errors)).toContain('redis is away');
  });
});

describe('userIdOfChannel', () => {
  it('reads back the id userChannelName wrote, and nothing from other channels', () => {
    for (const id of [1, 42, 2 ** 31 + 5]) expect(userIdOfChannel(userChannelName(id))).toBe(id);
    for (const channel of [
      'private-user-',
      'private-user-0',
      'private-user-01',
      'private-user-1x',
      'user-1',
      'presence-user-1',
    ]) {
      expect(userIdOfChannel(channel)).toBeUndefined();
    }
  });
});
