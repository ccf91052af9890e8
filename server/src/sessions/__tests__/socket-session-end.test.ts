import { RawClient, wsUrl } from '@/live/__tests__/raw-client';
import { startTestApp, type SignedInUser, type TestApp } from '@test/helpers/test-app';

// A live socket is authorised by a session; when that session ends (password change, logout,
// account deletion) the socket is closed and hears nothing more, and subscribing again needs a
// token that is still valid.
let t: TestApp;
const clients: RawClient[] = [];

beforeAll(async () => {
  t = await startTestApp();
});
afterEach(() => {
  for (const client of clients.splice(0)) client.close();
});
afterAll(() => t.close());

async function authorise(token: string, socketId: string, channel: string) {
  return t.request('POST', '/django/api/live/auth/', { token, body: { socket_id: socketId, channel_name: channel } });
}

/** A socket subscribed to the user's channel with a signature asked for with `token`. */
async function subscribed(user: SignedInUser, token = user.token) {
  const { client, socketId } = await RawClient.connect(wsUrl(t.baseUrl, t.config.live.key));
  clients.push(client);
  const channel = `private-user-${user.user.id}`;
  const signed = await authorise(token, socketId, channel);
  expect(signed.status).toBe(200);
  client.send({ event: 'pusher:subscribe', data: { channel, ...signed.body } });
  expect((await client.next('pusher_internal:subscription_succeeded')).channel).toBe(channel);
  return { client, socketId, channel, signed: signed.body as { auth: string; channel_data: string } };
}

const publishCredits = (user: SignedInUser, credits: number) =>
  t.app.live.publish(user.user.id, 'user_credits_changed', { credits });

/** The socket was closed by the server and received no event after the session ended. */
async function expectEndedQuietly(client: RawClient) {
  const closed = await client.closed;
  expect(closed).toEqual({ code: 4200, reason: 'Session ended' });
  expect(client.frames.filter((f) => f.event === 'user_credits_changed')).toEqual([]);
}

it('delivers to a subscribed socket while the session lasts', async () => {
  const user = await t.registerUser();
  const { client } = await subscribed(user);
  await publishCredits(user, 7);
  expect(JSON.parse((await client.next('user_credits_changed')).data)).toEqual({ credits: 7 });
});

it('closes the socket at a password change, and the old token cannot subscribe again', async () => {
  const user = await t.registerUser();
  const { client } = await subscribed(user);
  const changed = await t.request('POST', '/django/api/accounts/users/update-profile/', {
    token: user.token,
    body: {
      first_name: 'Ada',
      last_name: 'Lovelace',
      current_password: user.password,
      password: 'a new long password',
    },
  });
  expect(changed.status).toBe(200);
  await publishCredits(user, 1);
  await expectEndedQuietly(client);

  const again = await RawClient.connect(wsUrl(t.baseUrl, t.config.live.key));
  clients.push(again.client);
  expect((await authorise(user.token, again.socketId, `private-user-${user.user.id}`)).status).toBe(401);
  // The new token from the change opens a new subscription.
  const fresh = await subscribed(user, changed.body.token);
  await publishCredits(user, 2);
  expect(JSON.parse((await fresh.client.next('user_credits_changed')).data)).toEqual({ credits: 2 });
});

it('closes the socket at logout, even one authorised by an earlier token of the same session', async () => {
  const user = await t.registerUser();
  const { client } = await subscribed(user);
  // A refresh keeps the session: its new tokens end with it.
  const refreshed = await t.request('POST', '/django/api/accounts/token/refresh/', {
    body: { refresh: user.refresh_token },
  });
  expect(refreshed.status).toBe(200);
  const other = await t.request('POST', '/django/api/accounts/users/login/', {
    body: { email: user.user.email, password: user.password },
  });
  const otherSocket = await subscribed(user, other.body.token);

  const out = await t.request('POST', '/django/api/accounts/users/logout/', {
    token: refreshed.body.access,
    body: { refresh: refreshed.body.refresh },
  });
  expect(out.status).toBe(200);
  await publishCredits(user, 3);
  await expectEndedQuietly(client);
  // Another sign-in of the same user is another session: it goes on.
  expect(JSON.parse((await otherSocket.client.next('user_credits_changed')).data)).toEqual({ credits: 3 });
  expect((await t.request('GET', '/django/api/accounts/users/me/', { token: user.token })).status).toBe(401);
});

it('closes the socket when the account is deleted', async () => {
  const user = await t.registerUser();
  const { client } = await subscribed(user);
  const deleted = await t.request('DELETE', '/django/api/accounts/users/me/', {
    token: user.token,
    body: { current_password: user.password },
  });
  expect(deleted.status).toBe(204);
  await publishCredits(user, 4);
  await expectEndedQuietly(client);
});

it('refuses a signature asked for before the session ended, used after it', async () => {
  const user = await t.registerUser();
  const { client, socketId } = await RawClient.connect(wsUrl(t.baseUrl, t.config.live.key));
  clients.push(client);
  const channel = `private-user-${user.user.id}`;
  const signed = await authorise(user.token, socketId, channel);
  await t.request('POST', '/django/api/accounts/users/logout/', {
    token: user.token,
    body: { refresh: user.refresh_token },
  });
  client.send({ event: 'pusher:subscribe', data: { channel, ...signed.body } });
  const refused = await client.next('pusher:subscription_error');
  expect(refused.data).toEqual({ type: 'AuthError', error: expect.any(String), status: 401 });
  expect(t.app.liveHub.subscriberCount(channel)).toBe(0);
});

it('refuses a subscription to a user channel that names no session, or another one than signed', async () => {
  const user = await t.registerUser();
  const { client, socketId, channel, signed } = await subscribed(user);
  client.close();
  const next = await RawClient.connect(wsUrl(t.baseUrl, t.config.live.key));
  clients.push(next.client);
  const mine = await authorise(user.token, next.socketId, channel);
  const tampered = mine.body.channel_data.replace(/"sv":\d+/, '"sv":99');
  for (const data of [
    { channel, auth: mine.body.auth },
    { channel, auth: mine.body.auth, channel_data: tampered },
    { channel, ...signed }, // signed for the first socket
  ]) {
    next.client.send({ event: 'pusher:subscribe', data });
    expect((await next.client.next('pusher:subscription_error')).data.status).toBe(401);
  }
  expect(socketId).not.toBe(next.socketId);
});
