import { RawClient, wsUrl } from '@/live/__tests__/raw-client';
import { channelAuthSignature } from '@/live/signature';
import { startTestApp, type TestApp } from '@test/helpers/test-app';
import { publishFromCli } from '../publish-from-cli';

// How `cli credits grant` tells the user's open pages: here through the built-in server's trigger
// API (no Redis, no hosted Pusher), received by a real protocol client on the server's websocket.
let t: TestApp;
let client: RawClient | undefined;

beforeAll(async () => {
  t = await startTestApp({ redisUrl: undefined, pusher: undefined });
});
afterEach(() => client?.close());
afterAll(() => t.close());

async function subscribed(channel: string) {
  const connected = await RawClient.connect(wsUrl(t.baseUrl, t.config.live.key));
  client = connected.client;
  const auth = `${t.config.live.key}:${channelAuthSignature(t.config.live.secret, connected.socketId, channel)}`;
  client.send({ event: 'pusher:subscribe', data: { channel, auth } });
  await client.next('pusher_internal:subscription_succeeded');
  return client;
}

describe('publishFromCli', () => {
  it('reaches the running server, which hands the event to the user’s socket', async () => {
    const socket = await subscribed('private-user-77');
    const config = { ...t.config, databaseUrl: 'postgres://elsewhere/db', publicUrl: t.baseUrl };
    expect(await publishFromCli(config, t.database.db, 77, 'user_credits_changed', { credits: 12 })).toEqual({
      told: true,
    });
    expect(await socket.next('user_credits_changed')).toEqual({
      event: 'user_credits_changed',
      channel: 'private-user-77',
      data: JSON.stringify({ credits: 12 }),
    });
  });

  it('answers why when no server listens, without throwing', async () => {
    const config = { ...t.config, databaseUrl: 'postgres://elsewhere/db', publicUrl: 'http://127.0.0.1:1' };
    const outcome = await publishFromCli(config, t.database.db, 77, 'user_credits_changed', { credits: 12 });
    expect(outcome).toEqual({ told: false, problem: expect.any(String) });
  });

  it('does nothing on the embedded database: no server can be running beside the CLI', async () => {
    const config = { ...t.config, databaseUrl: undefined, publicUrl: t.baseUrl };
    expect(await publishFromCli(config, t.database.db, 77, 'user_credits_changed', { credits: 12 })).toEqual({
      told: false,
    });
  });
});
