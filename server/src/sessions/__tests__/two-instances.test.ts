import { randomBytes } from 'node:crypto';
import { RawClient, wsUrl } from '@/live/__tests__/raw-client';
import { openTestDatabase } from '@test/helpers/test-database';
import { startTestApp, type TestApp } from '@test/helpers/test-app';

// Two API instances on one PostgreSQL database and one Redis, as a scaled deployment runs: a
// session ended on one is refused by the other within the second, with no database read on the
// other's request path (its state is told through Redis). Runs when TEST_DATABASE_URL and
// TEST_REDIS_URL are set (CI sets both); skipped otherwise.
const redisUrl = process.env.TEST_REDIS_URL;
const postgresUrl = process.env.TEST_DATABASE_URL;
const describeScaled = redisUrl && postgresUrl ? describe : describe.skip;

describeScaled('two API instances on PostgreSQL + Redis', () => {
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    const database = await openTestDatabase();
    // One deployment: the same Redis prefix, live channel and secrets on both instances.
    const shared = {
      redisUrl,
      redisPrefix: `jobpilot-test-${randomBytes(4).toString('hex')}`,
      liveRedisChannel: `jobpilot:live:test:${randomBytes(6).toString('hex')}`,
    };
    a = await startTestApp(shared, { database });
    b = await startTestApp({ ...shared, secretKey: a.config.secretKey, live: a.config.live }, { database });
  });
  afterAll(async () => {
    await b.app.close();
    await a.close();
  });

  /** Polls `probe` until it answers 401; answers the milliseconds that took. */
  async function msUntilRefused(probe: () => Promise<number>): Promise<number> {
    const started = Date.now();
    while ((await probe()) !== 401) {
      if (Date.now() - started > 5000) throw new Error('still accepted after 5 s');
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    return Date.now() - started;
  }

  it('refuses on B, within 1 s, a token logged out on A', async () => {
    const user = await a.registerUser();
    const me = () => b.request('GET', '/django/api/accounts/users/me/', { token: user.token }).then((r) => r.status);
    expect(await me()).toBe(200); // B knows the session
    const out = await a.request('POST', '/django/api/accounts/users/logout/', {
      token: user.token,
      body: { refresh: user.refresh_token },
    });
    expect(out.status).toBe(200);
    const ms = await msUntilRefused(me);
    console.log(`logout on A refused on B after ${ms} ms`);
    expect(ms).toBeLessThan(1000);
  });

  it('refuses on B a token issued before a password change on A, and accepts the new one', async () => {
    const user = await a.registerUser();
    const me = (token: string) => b.request('GET', '/django/api/accounts/users/me/', { token }).then((r) => r.status);
    expect(await me(user.token)).toBe(200);
    const changed = await a.request('POST', '/django/api/accounts/users/update-profile/', {
      token: user.token,
      body: { first_name: 'Ada', last_name: 'L', current_password: user.password, password: 'another long password' },
    });
    expect(changed.status).toBe(200);
    // The new token works on B at once, even before B has heard of the change.
    expect(await me(changed.body.token)).toBe(200);
    expect(await msUntilRefused(() => me(user.token))).toBeLessThan(1000);
  });

  it('closes on B the socket of a session logged out on A', async () => {
    const user = await a.registerUser();
    const { client, socketId } = await RawClient.connect(wsUrl(b.baseUrl, b.config.live.key));
    const channel = `private-user-${user.user.id}`;
    const signed = await b.request('POST', '/django/api/live/auth/', {
      token: user.token,
      body: { socket_id: socketId, channel_name: channel },
    });
    client.send({ event: 'pusher:subscribe', data: { channel, ...signed.body } });
    await client.next('pusher_internal:subscription_succeeded');
    await a.request('POST', '/django/api/accounts/users/logout/', {
      token: user.token,
      body: { refresh: user.refresh_token },
    });
    expect(await client.closed).toEqual({ code: 4200, reason: 'Session ended' });
  });
});
