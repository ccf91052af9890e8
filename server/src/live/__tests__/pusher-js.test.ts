import Pusher from 'pusher-js';
import { userChannelName } from '@app/shared/contract';
import { buildApp } from '@/app';
import { startTestApp, type SignedInUser, type TestApp } from '@test/helpers/test-app';

/** The real pusher-js (its Node build) against our server, as the browser shell configures it. */
function pusherFor(t: TestApp, user: SignedInUser) {
  const port = Number(new URL(t.baseUrl).port);
  const client = new Pusher(t.config.live.key, {
    cluster: 'local',
    wsHost: '127.0.0.1',
    wsPort: port,
    forceTLS: false,
    enabledTransports: ['ws'],
    channelAuthorization: {
      endpoint: `${t.baseUrl}/django/api/live/auth/`,
      transport: 'ajax',
      headers: { Authorization: `Bearer ${user.token}` },
    },
  });
  clients.push(client);
  return client;
}

const clients: Pusher[] = [];

function waitForState(client: Pusher, state: string, timeoutMs = 15000): Promise<void> {
  if (client.connection.state === state) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`still ${client.connection.state}, not ${state}, after ${timeoutMs} ms`)),
      timeoutMs,
    );
    const onChange = ({ current }: { current: string }) => {
      if (current !== state) return;
      clearTimeout(timer);
      client.connection.unbind('state_change', onChange);
      resolve();
    };
    client.connection.bind('state_change', onChange);
  });
}

function nextEvent<T = any>(channel: { bind(event: string, cb: (data: T) => void): unknown }, event: string) {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within 10 s`)), 10000);
    channel.bind(event, (data: T) => {
      clearTimeout(timer);
      resolve(data);
    });
  });
}

afterEach(() => {
  for (const client of clients.splice(0)) client.disconnect();
});

describe('pusher-js against the built-in server', () => {
  let t: TestApp;
  let ada: SignedInUser;
  let bob: SignedInUser;

  beforeAll(async () => {
    t = await startTestApp();
    [ada, bob] = await Promise.all([t.registerUser(), t.registerUser()]);
  });
  afterAll(() => t.close());

  it('connects', async () => {
    const client = pusherFor(t, ada);
    await waitForState(client, 'connected');
    expect(client.connection.socket_id).toMatch(/^\d+\.\d+$/);
  });

  it('subscribes to its own private channel and receives events with their data intact', async () => {
    const client = pusherFor(t, ada);
    const channel = client.subscribe(userChannelName(ada.user.id));
    await nextEvent(channel, 'pusher:subscription_succeeded');

    const payload = { job_search_id: 3, status: 'running', notes: 'Applying… "quoted" ünïcode' };
    const received = nextEvent(channel, 'job_search_status_updated');
    t.app.liveHub.deliver(channel.name, 'job_search_status_updated', JSON.stringify(payload));
    expect(await received).toEqual(payload);
  });

  it("is refused another user's channel and receives nothing sent to it", async () => {
    const client = pusherFor(t, ada);
    const own = client.subscribe(userChannelName(ada.user.id));
    const foreign = client.subscribe(userChannelName(bob.user.id));
    const [, error] = await Promise.all([
      nextEvent(own, 'pusher:subscription_succeeded'),
      nextEvent(foreign, 'pusher:subscription_error'),
    ]);
    expect(error).toMatchObject({ type: 'AuthError', status: 403 });

    const leaked: unknown[] = [];
    foreign.bind('user_credits_deducted', (data: unknown) => leaked.push(data));
    expect(t.app.liveHub.deliver(foreign.name, 'user_credits_deducted', '{"credits":1}')).toBe(0);
    // One socket's frames arrive in order: once the marker on the own channel is here, anything
    // sent to the foreign channel before it would have been too.
    const marker = nextEvent(own, 'user_credits_deducted');
    t.app.liveHub.deliver(own.name, 'user_credits_deducted', '{"credits":2}');
    expect(await marker).toEqual({ credits: 2 });
    expect(leaked).toEqual([]);
  });

  it('reports a refused authorization without a token', async () => {
    const client = pusherFor(t, { ...ada, token: 'not-a-token' });
    const channel = client.subscribe(userChannelName(ada.user.id));
    expect(await nextEvent(channel, 'pusher:subscription_error')).toMatchObject({ status: 401 });
  });
});

describe('pusher-js across a server restart', () => {
  it('reconnects by itself and resubscribes when the server is back on the same port', async () => {
    const t = await startTestApp();
    const ada = await t.registerUser();
    const port = Number(new URL(t.baseUrl).port);
    let app = t.app;
    try {
      const client = pusherFor(t, ada);
      const channel = client.subscribe(userChannelName(ada.user.id));
      await nextEvent(channel, 'pusher:subscription_succeeded');

      const left = waitForState(client, 'connecting');
      await app.close();
      await left;
      // A new instance of the API (same configuration and database) on the same port.
      app = await buildApp({ config: t.config, database: t.database, logger: false });
      await app.listen({ port, host: '127.0.0.1' });
      // pusher-js retries a refused attempt only after its own timeouts (about 15 s in Node).
      await waitForState(client, 'connected', 40000);

      // pusher-js subscribes again on its own; wait until the new hub knows the socket.
      const deadline = Date.now() + 10000;
      while (app.liveHub.subscriberCount(channel.name) === 0 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      const received = nextEvent(channel, 'user_credits_deducted');
      expect(app.liveHub.deliver(channel.name, 'user_credits_deducted', '{"credits":4}')).toBe(1);
      expect(await received).toEqual({ credits: 4 });
    } finally {
      for (const client of clients.splice(0)) client.disconnect();
      await app.close();
      await t.database.close();
    }
  });
});
