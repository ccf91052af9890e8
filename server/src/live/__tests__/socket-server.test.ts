import { createHmac } from 'node:crypto';
import WebSocket from 'ws';
import { startTestApp, type TestApp } from '@test/helpers/test-app';
import { MAX_CHANNELS_PER_CONNECTION } from '../socket/connection';
import { RawClient, wsUrl } from './raw-client';

let t: TestApp;
let url: string;
const clients: RawClient[] = [];

/** Opens a client that is closed after the test. */
async function connect() {
  const connected = await RawClient.connect(url);
  clients.push(connected.client);
  return connected;
}

const sign = (socketId: string, channel: string) =>
  `${t.config.live.key}:${createHmac('sha256', t.config.live.secret).update(`${socketId}:${channel}`).digest('hex')}`;

beforeAll(async () => {
  t = await startTestApp();
  url = wsUrl(t.baseUrl, t.config.live.key);
});
afterEach(() => {
  for (const client of clients.splice(0)) client.close();
});
afterAll(() => t.close());

describe('handshake', () => {
  it('sends connection_established with a JSON-string data, a socket id and the activity timeout', async () => {
    const client = await RawClient.open(url);
    clients.push(client);
    const established = await client.next('pusher:connection_established');
    expect(typeof established.data).toBe('string');
    const data = JSON.parse(established.data);
    expect(data).toEqual({ socket_id: expect.stringMatching(/^\d+\.\d+$/), activity_timeout: 30 });
  });

  it('gives every connection its own socket id', async () => {
    const ids = await Promise.all([connect(), connect(), connect()]);
    expect(new Set(ids.map((c) => c.socketId)).size).toBe(3);
  });

  it('answers an unknown app key with pusher:error 4001 and closes with 4001', async () => {
    const client = await RawClient.open(wsUrl(t.baseUrl, 'not-our-key'));
    const error = await client.next('pusher:error');
    expect(error.data).toEqual({ code: 4001, message: expect.stringContaining('not-our-key') });
    expect((await client.closed).code).toBe(4001);
  });

  it('refuses an unsupported protocol version with 4007', async () => {
    const client = await RawClient.open(`${t.baseUrl.replace('http', 'ws')}/app/${t.config.live.key}?protocol=3`);
    expect((await client.closed).code).toBe(4007);
  });

  it('refuses the upgrade on any other path', async () => {
    const ws = new WebSocket(`${t.baseUrl.replace('http', 'ws')}/django/api/accounts/users/me/`);
    const status = await new Promise<number>((resolve, reject) => {
      ws.on('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0));
      ws.on('open', () => reject(new Error('upgrade accepted')));
      ws.on('error', () => {});
    });
    expect(status).toBe(404);
  });

  it('still serves plain HTTP on the same port', async () => {
    expect((await t.request('GET', '/django/api/live/config/')).status).toBe(200);
  });
});

describe('messages', () => {
  it('answers pusher:ping with pusher:pong', async () => {
    const { client } = await connect();
    client.send({ event: 'pusher:ping', data: {} });
    expect(await client.next('pusher:pong')).toMatchObject({ event: 'pusher:pong' });
  });

  it('answers malformed JSON and unknown events with pusher:error 4200 and keeps the connection', async () => {
    const { client } = await connect();
    client.send('{"event": "pusher:ping"');
    expect((await client.next('pusher:error')).data.code).toBe(4200);
    client.send({ data: {} });
    expect((await client.next('pusher:error')).data.code).toBe(4200);
    client.send({ event: 'pusher:nonsense', data: {} });
    expect((await client.next('pusher:error')).data.code).toBe(4200);
    client.send({ event: 'pusher:ping', data: {} });
    await client.next('pusher:pong');
  });

  it('refuses client events and delivers nothing to the channel', async () => {
    const { client } = await connect();
    const { client: listener } = await connect();
    for (const c of [client, listener]) {
      c.send({ event: 'pusher:subscribe', data: { channel: 'room' } });
      await c.next('pusher_internal:subscription_succeeded');
    }
    client.send({ event: 'client-typing', channel: 'room', data: { hi: 1 } });
    const error = await client.next('pusher:error');
    expect(error.data).toEqual({ code: 4301, message: expect.stringMatching(/client events/i) });
    // Frames on one socket arrive in order: if client-typing had been relayed it would come first.
    t.app.liveHub.deliver('room', 'marker', '{}');
    await listener.next('marker');
    expect(listener.frames.filter((f) => f.event === 'client-typing')).toEqual([]);
  });
});

describe('subscriptions', () => {
  it('subscribes to a public channel and receives what is delivered to it, until unsubscribed', async () => {
    const { client } = await connect();
    client.send({ event: 'pusher:subscribe', data: { channel: 'news' } });
    const succeeded = await client.next('pusher_internal:subscription_succeeded');
    expect(succeeded).toEqual({ event: 'pusher_internal:subscription_succeeded', channel: 'news', data: '{}' });
    expect(t.app.liveHub.deliver('news', 'headline', '{"a":1}')).toBe(1);
    expect(await client.next('headline')).toEqual({ event: 'headline', channel: 'news', data: '{"a":1}' });

    client.send({ event: 'pusher:unsubscribe', data: { channel: 'news' } });
    client.send({ event: 'pusher:ping', data: {} });
    await client.next('pusher:pong'); // the unsubscribe, sent before, has been handled
    expect(t.app.liveHub.subscriberCount('news')).toBe(0);
    expect(client.frames.filter((f) => f.event === 'pusher:subscription_succeeded')).toEqual([]);
  });

  it('subscribes to a private channel with the right signature', async () => {
    const { client, socketId } = await connect();
    client.send({
      event: 'pusher:subscribe',
      data: { channel: 'private-user-7', auth: sign(socketId, 'private-user-7') },
    });
    expect((await client.next('pusher_internal:subscription_succeeded')).channel).toBe('private-user-7');
    expect(t.app.liveHub.subscriberCount('private-user-7')).toBe(1);
  });

  it.each([
    ['no auth', () => undefined],
    ['a signature for another socket', () => sign('1.2', 'private-user-8')],
    ['a signature for another channel', (socketId: string) => sign(socketId, 'private-user-9')],
    ['a signature with the wrong key', (socketId: string) => `other:${sign(socketId, 'private-user-8').split(':')[1]}`],
    ['a truncated signature', (socketId: string) => sign(socketId, 'private-user-8').slice(0, -2)],
  ])('refuses a private channel with %s', async (_, auth) => {
    const { client, socketId } = await connect();
    client.send({ event: 'pusher:subscribe', data: { channel: 'private-user-8', auth: auth(socketId) } });
    const error = await client.next('pusher:subscription_error');
    expect(error.channel).toBe('private-user-8');
    expect(error.data).toEqual({ type: 'AuthError', error: expect.any(String), status: 401 });
    expect(t.app.liveHub.subscriberCount('private-user-8')).toBe(0);
  });

  it.each([
    ['a "#"', 'news#1'],
    ['165 characters', 'a'.repeat(165)],
    ['a space', 'news 1'],
    ['an empty name', ''],
  ])('refuses a channel name with %s', async (_, channel) => {
    const { client } = await connect();
    client.send({ event: 'pusher:subscribe', data: { channel } });
    const error = await client.next('pusher:subscription_error');
    expect(error).toMatchObject({ channel, data: { type: 'InvalidChannel', status: 400 } });
    expect(t.app.liveHub.subscriberCount(channel)).toBe(0);
  });

  it('accepts a 164-character name of every allowed character', async () => {
    const channel = 'Az09_-=@,.;'.padEnd(164, 'x');
    const { client } = await connect();
    client.send({ event: 'pusher:subscribe', data: { channel } });
    expect((await client.next('pusher_internal:subscription_succeeded')).channel).toBe(channel);
  });

  it('refuses presence channels', async () => {
    const { client, socketId } = await connect();
    const channel = 'presence-room';
    client.send({ event: 'pusher:subscribe', data: { channel, auth: sign(socketId, channel), channel_data: '{}' } });
    const error = await client.next('pusher:subscription_error');
    expect(error).toMatchObject({ channel, data: { error: expect.stringMatching(/presence/i), status: 400 } });
  });

  it('answers a subscribe without a channel with pusher:error', async () => {
    const { client } = await connect();
    client.send({ event: 'pusher:subscribe', data: {} });
    expect((await client.next('pusher:error')).data.code).toBe(4200);
  });

  it(`limits a connection to ${MAX_CHANNELS_PER_CONNECTION} channels`, async () => {
    const { client } = await connect();
    for (let i = 0; i <= MAX_CHANNELS_PER_CONNECTION; i += 1) {
      client.send({ event: 'pusher:subscribe', data: { channel: `c-${i}` } });
    }
    const error = await client.next('pusher:subscription_error');
    expect(error).toMatchObject({ channel: `c-${MAX_CHANNELS_PER_CONNECTION}`, data: { type: 'LimitReached' } });
    expect(t.app.liveHub.subscriberCount(`c-${MAX_CHANNELS_PER_CONNECTION - 1}`)).toBe(1);
  });

  it('leaves every channel when the socket closes', async () => {
    const { client } = await connect();
    for (const channel of ['left-1', 'left-2']) {
      client.send({ event: 'pusher:subscribe', data: { channel } });
      await client.next('pusher_internal:subscription_succeeded');
    }
    const before = t.app.liveSockets.size;
    client.close();
    await client.closed;
    await waitFor(() => t.app.liveSockets.size === before - 1);
    expect(t.app.liveHub.subscriberCount('left-1')).toBe(0);
    expect(t.app.liveHub.subscriberCount('left-2')).toBe(0);
  });
});

describe('idle connections (short timeouts)', () => {
  let idle: TestApp;
  let idleUrl: string;

  beforeAll(async () => {
    idle = await startTestApp();
    Object.assign(idle.app.liveSockets.settings, { activityTimeoutSeconds: 0.3, pongTimeoutSeconds: 0.3 });
    idleUrl = wsUrl(idle.baseUrl, idle.config.live.key);
  });
  afterAll(() => idle.close());

  it('tells the client the configured activity timeout', async () => {
    const client = await RawClient.open(idleUrl);
    expect(JSON.parse((await client.next('pusher:connection_established')).data).activity_timeout).toBe(0.3);
    client.close();
  });

  it('pings a silent client, then closes it with 4201', async () => {
    const { client } = await RawClient.connect(idleUrl);
    expect((await client.next('pusher:ping')).data).toBe('{}');
    expect((await client.closed).code).toBe(4201);
  });

  it('keeps a client that answers the ping', async () => {
    const { client } = await RawClient.connect(idleUrl);
    for (let i = 0; i < 3; i += 1) {
      await client.next('pusher:ping');
      client.send({ event: 'pusher:pong', data: {} });
    }
    expect(client.ws.readyState).toBe(WebSocket.OPEN);
    client.close();
  });

  // Last: it closes the app (closing it again in afterAll is harmless).
  it('closes every socket with 4200 (reconnect) when the app closes', async () => {
    const { client } = await RawClient.connect(idleUrl);
    const started = Date.now();
    await idle.app.close();
    expect((await client.closed).code).toBe(4200);
    expect(Date.now() - started).toBeLessThan(5000);
  });
});

async function waitFor(condition: () => boolean, timeoutMs = 5000) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
