import Pusher from 'pusher';
import { startTestApp, type TestApp } from '@test/helpers/test-app';
import { RawClient, wsUrl } from '@/live/__tests__/raw-client';
import { channelAuthSignature } from '@/live/signature';
import { signQuery } from '../signed-query';

let t: TestApp;
let pusher: Pusher;
const clients: RawClient[] = [];

beforeAll(async () => {
  t = await startTestApp();
  pusher = new Pusher({
    appId: t.config.live.appId,
    key: t.config.live.key,
    secret: t.config.live.secret,
    host: '127.0.0.1',
    port: new URL(t.baseUrl).port,
    useTLS: false,
  });
});
afterEach(() => {
  for (const client of clients.splice(0)) client.close();
});
afterAll(() => t.close());

/** A real protocol client on the server's websocket, subscribed (and authorized) to `channel`. */
async function subscribed(channel: string) {
  const { client, socketId } = await RawClient.connect(wsUrl(t.baseUrl, t.config.live.key));
  clients.push(client);
  const auth = `${t.config.live.key}:${channelAuthSignature(t.config.live.secret, socketId, channel)}`;
  client.send({ event: 'pusher:subscribe', data: { channel, auth } });
  await client.next('pusher_internal:subscription_succeeded');
  return { client, socketId };
}

/** Waits a little and answers the frames of `event` that arrived meanwhile (for "nothing came"). */
async function framesAfterAWhile(client: RawClient, event: string) {
  await new Promise((resolve) => setTimeout(resolve, 150));
  return client.frames.filter((frame) => frame.event === event);
}

/** A request signed by our own helper, with `tamper` changing one thing after signing. */
async function signedPost(
  path: string,
  body: unknown,
  tamper: { query?: (query: URLSearchParams) => void; body?: (text: string) => string; now?: number } = {},
) {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  const query = new URLSearchParams(
    signQuery(t.config.live, { method: 'POST', path, body: text }, tamper.now ?? Date.now()),
  );
  tamper.query?.(query);
  const response = await fetch(`${t.baseUrl}${path}?${query}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: tamper.body ? tamper.body(text) : text,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const eventsPath = () => `/apps/${t.config.live.appId}/events`;

describe('the official pusher SDK against our trigger API', () => {
  it('trigger → 200 {} and the event reaches the subscribed socket with its data intact', async () => {
    const { client } = await subscribed('private-user-41');
    const data = { status: 'started', job_search_id: 3, note: 'ünïcødé "quoted" \\ 🚀' };
    const response = await pusher.trigger('private-user-41', 'login_to_linkedin', data);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({});
    const frame = await client.next('login_to_linkedin');
    expect(frame).toEqual({ event: 'login_to_linkedin', channel: 'private-user-41', data: JSON.stringify(data) });
    expect(JSON.parse(frame.data)).toEqual(data);
  });

  it('trigger to several channels reaches each, and a socket on another channel gets nothing', async () => {
    const [a, b, other] = await Promise.all([
      subscribed('private-user-51'),
      subscribed('private-user-52'),
      subscribed('private-user-53'),
    ]);
    await pusher.trigger(['private-user-51', 'private-user-52'], 'user_credits_deducted', { credits: 4 });
    expect((await a.client.next('user_credits_deducted')).data).toBe('{"credits":4}');
    expect((await b.client.next('user_credits_deducted')).data).toBe('{"credits":4}');
    expect(await framesAfterAWhile(other.client, 'user_credits_deducted')).toEqual([]);
  });

  it('trigger with socket_id leaves out that socket only', async () => {
    const [sender, listener] = await Promise.all([subscribed('private-user-61'), subscribed('private-user-61')]);
    await pusher.trigger('private-user-61', 'user_credits_deducted', { credits: 1 }, { socket_id: sender.socketId });
    expect((await listener.client.next('user_credits_deducted')).data).toBe('{"credits":1}');
    expect(await framesAfterAWhile(sender.client, 'user_credits_deducted')).toEqual([]);
  });

  it('triggerBatch delivers each event to its channel, in order', async () => {
    const [a, b] = await Promise.all([subscribed('private-user-71'), subscribed('private-user-72')]);
    const response = await pusher.triggerBatch([
      { channel: 'private-user-71', name: 'user_credits_deducted', data: { credits: 9 } },
      { channel: 'private-user-72', name: 'user_credits_deducted', data: { credits: 8 } },
      { channel: 'private-user-71', name: 'user_credits_deducted', data: { credits: 7 } },
    ]);
    expect(response.status).toBe(200);
    expect((await a.client.next('user_credits_deducted')).data).toBe('{"credits":9}');
    expect((await a.client.next('user_credits_deducted')).data).toBe('{"credits":7}');
    expect((await b.client.next('user_credits_deducted')).data).toBe('{"credits":8}');
  });

  it('an SDK with the wrong secret gets 401 and nothing is delivered', async () => {
    const { client } = await subscribed('private-user-81');
    const impostor = new Pusher({
      appId: t.config.live.appId,
      key: t.config.live.key,
      secret: 'not-the-secret-at-all',
      host: '127.0.0.1',
      port: new URL(t.baseUrl).port,
      useTLS: false,
    });
    await expect(impostor.trigger('private-user-81', 'user_credits_deducted', { credits: 0 })).rejects.toMatchObject({
      status: 401,
    });
    expect(await framesAfterAWhile(client, 'user_credits_deducted')).toEqual([]);
  });
});

describe('signature checks (one thing wrong at a time) → 401 {"error"}', () => {
  const body = { name: 'user_credits_deducted', channel: 'private-user-91', data: '{"credits":1}' };

  it('our helper’s untampered request is accepted (the baseline of the cases below)', async () => {
    expect(await signedPost(eventsPath(), body)).toEqual({ status: 200, body: {} });
  });

  it('a bad signature', async () => {
    const response = await signedPost(eventsPath(), body, {
      query: (q) =>
        q.set(
          'auth_signature',
          q.get('auth_signature')!.replace(/^./, (c) => (c === '0' ? '1' : '0')),
        ),
    });
    expect(response).toEqual({ status: 401, body: { error: 'Invalid auth_signature' } });
  });

  it('a timestamp older than 600 s (correctly signed)', async () => {
    const response = await signedPost(eventsPath(), body, { now: Date.now() - 601_000 });
    expect(response.status).toBe(401);
    expect(response.body.error).toMatch(/^Timestamp expired/);
  });

  it('a timestamp 600 s ahead is still accepted (clock skew either way)', async () => {
    expect((await signedPost(eventsPath(), body, { now: Date.now() + 595_000 })).status).toBe(200);
  });

  it('a body other than the one body_md5 was computed over', async () => {
    const response = await signedPost(eventsPath(), body, {
      body: (text) => text.replace('private-user-91', 'private-user-92'),
    });
    expect(response).toEqual({ status: 401, body: { error: 'body_md5 does not match the body' } });
  });

  it('another key, or no signature at all', async () => {
    expect((await signedPost(eventsPath(), body, { query: (q) => q.set('auth_key', 'abcdefgh12') })).status).toBe(401);
    expect((await signedPost(eventsPath(), body, { query: (q) => q.delete('auth_signature') })).status).toBe(401);
  });

  it('an unknown app id is 404, before any signature check', async () => {
    const response = await signedPost('/apps/999999/events', body);
    expect(response.status).toBe(404);
    expect(response.body.error).toMatch(/Unknown app id/);
  });
});

describe('body rules', () => {
  const event = (extra: Record<string, unknown>) => ({ name: 'user_credits_deducted', data: '{}', ...extra });

  it('data over 10 KB is 413; exactly 10 KB is accepted', async () => {
    const big = await signedPost(eventsPath(), event({ channel: 'private-user-1', data: 'x'.repeat(10 * 1024 + 1) }));
    expect(big.status).toBe(413);
    expect(big.body.error).toMatch(/at most 10240/);
    const fits = await signedPost(eventsPath(), event({ channel: 'private-user-1', data: 'x'.repeat(10 * 1024) }));
    expect(fits.status).toBe(200);
  });

  it('more than 100 channels is 400; 100 are accepted', async () => {
    const channels = (n: number) => Array.from({ length: n }, (_, i) => `private-user-${i + 1}`);
    const tooMany = await signedPost(eventsPath(), event({ channels: channels(101) }));
    expect(tooMany).toEqual({ status: 400, body: { error: 'channels: At most 100 channels per event' } });
    expect((await signedPost(eventsPath(), event({ channels: channels(100) }))).status).toBe(200);
  });

  it.each([
    ['not JSON', '{"name":', /must be JSON/],
    ['no channel', event({}), /either channels or channel/],
    ['both channel and channels', event({ channel: 'a', channels: ['b'] }), /either channels or channel/],
    ['data not a string', event({ channel: 'a', data: { credits: 1 } }), /^data: data must be a string/],
    ['a channel name with #', event({ channel: 'private-user-1#x' }), /^channel: Invalid channel name/],
    ['a 165-character channel name', event({ channel: 'a'.repeat(165) }), /^channel: Invalid channel name/],
    ['a reserved event name', event({ channel: 'a', name: 'pusher_internal:subscription_succeeded' }), /reserved/],
    ['a malformed socket_id', event({ channel: 'a', socket_id: 'abc' }), /^socket_id: /],
  ])('%s is 400 with a message', async (_case, body, message) => {
    const response = await signedPost(eventsPath(), body);
    expect(response.status).toBe(400);
    expect(response.body.error).toMatch(message);
  });

  it('a batch of more than 10 is 400, an empty one too; data over 10 KB in a batch is 413', async () => {
    const path = `/apps/${t.config.live.appId}/batch_events`;
    const item = { name: 'e', channel: 'private-user-1', data: '{}' };
    const eleven = await signedPost(path, { batch: Array.from({ length: 11 }, () => item) });
    expect(eleven).toEqual({ status: 400, body: { error: 'batch: At most 10 events per batch' } });
    expect((await signedPost(path, { batch: [] })).status).toBe(400);
    const big = await signedPost(path, { batch: [item, { ...item, data: 'x'.repeat(10 * 1024 + 1) }] });
    expect(big.status).toBe(413);
  });

  it('another content type is refused with a JSON error, not a 5xx', async () => {
    const response = await fetch(`${t.baseUrl}${eventsPath()}?auth_key=x`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: 'hello',
    });
    expect(response.status).toBe(415);
    expect(await response.json()).toHaveProperty('error');
  });

  it('leaves the rest of the API parsing JSON as before', async () => {
    const user = await t.registerUser();
    expect(user.user.email).toMatch(/@example\.com$/);
    const bad = await t.request('POST', '/django/api/accounts/users/login/', {
      raw: '{"email":',
      headers: { 'content-type': 'application/json' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toHaveProperty('detail');
  });
});
