import { createHmac } from 'node:crypto';
import http from 'node:http';
import { startTestApp, type SignedInUser, type TestApp } from '@test/helpers/test-app';

const API = '/django/api/live';
let t: TestApp;
let ada: SignedInUser;
let bob: SignedInUser;

const expectedAuth = (key: string, secret: string, socketId: string, channel: string) =>
  `${key}:${createHmac('sha256', secret).update(`${socketId}:${channel}`).digest('hex')}`;

/** The built-in server's answer: bound to the caller's session (Pusher's presence form of signature). */
const expectedBoundAuth = (socketId: string, channel: string, channelData: string) =>
  `${t.config.live.key}:${createHmac('sha256', t.config.live.secret).update(`${socketId}:${channel}:${channelData}`).digest('hex')}`;

/** What pusher-js sends: a form-encoded body and the Bearer header. */
const form = (fields: Record<string, string>, token?: string) => ({
  token,
  raw: new URLSearchParams(fields).toString(),
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
});

beforeAll(async () => {
  t = await startTestApp();
  [ada, bob] = await Promise.all([t.registerUser(), t.registerUser()]);
});
afterAll(() => t.close());

describe('POST /live/auth/', () => {
  it("signs the caller's own channel from a form-encoded body", async () => {
    const channel = `private-user-${ada.user.id}`;
    const res = await t.request(
      'POST',
      `${API}/auth/`,
      form({ socket_id: '123.456', channel_name: channel }, ada.token),
    );
    expect(res.status).toBe(200);
    const { sid } = JSON.parse(Buffer.from(ada.token.split('.')[1]!, 'base64url').toString());
    const channelData = JSON.stringify({ user_id: ada.user.id, sv: 0, sid });
    expect(res.body).toEqual({ auth: expectedBoundAuth('123.456', channel, channelData), channel_data: channelData });
  });

  it('accepts the same request as JSON', async () => {
    const channel = `private-user-${ada.user.id}`;
    const res = await t.request('POST', `${API}/auth/`, {
      token: ada.token,
      body: { socket_id: '1.2', channel_name: channel },
    });
    expect(res.status).toBe(200);
    expect(res.body.auth).toBe(expectedBoundAuth('1.2', channel, res.body.channel_data));
  });

  it.each([
    ["another user's channel", () => `private-user-${bob.user.id}`],
    ['a public channel', () => `user-${ada.user.id}`],
    ['a presence channel', () => `presence-user-${ada.user.id}`],
    ['a look-alike channel', () => `private-user-${ada.user.id}0`],
  ])('answers 403 for %s', async (_, channel) => {
    const res = await t.request('POST', `${API}/auth/`, form({ socket_id: '1.2', channel_name: channel() }, ada.token));
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ detail: 'You do not have permission to perform this action.' });
  });

  it('answers 401 without a token', async () => {
    const res = await t.request('POST', `${API}/auth/`, form({ socket_id: '1.2', channel_name: 'private-user-1' }));
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ detail: 'Authentication credentials were not provided.' });
  });

  it('answers 401 token_not_valid for a bad token', async () => {
    const res = await t.request(
      'POST',
      `${API}/auth/`,
      form({ socket_id: '1.2', channel_name: 'private-user-1' }, 'abc.def.ghi'),
    );
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('token_not_valid');
  });

  it.each(['', '12', '1.2.3', 'a.b', '1.2 ', '-1.2'])('refuses the socket id %j', async (socketId) => {
    const channel = `private-user-${ada.user.id}`;
    const res = await t.request(
      'POST',
      `${API}/auth/`,
      form({ socket_id: socketId, channel_name: channel }, ada.token),
    );
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ socket_id: ['Enter a valid socket id.'] });
  });

  it('names each missing field', async () => {
    const res = await t.request('POST', `${API}/auth/`, form({}, ada.token));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ socket_id: ['This field is required.'], channel_name: ['This field is required.'] });
  });

  it('signs with the hosted Pusher credentials when they are configured', async () => {
    const hosted = await startTestApp({
      pusher: { appId: '9', key: 'hostedkey', secret: 'hostedsecret', cluster: 'eu' },
    });
    try {
      const user = await hosted.registerUser();
      const channel = `private-user-${user.user.id}`;
      const res = await hosted.request(
        'POST',
        `${API}/auth/`,
        form({ socket_id: '5.6', channel_name: channel }, user.token),
      );
      expect(res.body).toEqual({ auth: expectedAuth('hostedkey', 'hostedsecret', '5.6', channel) });

      const config = await hosted.request('GET', `${API}/config/`);
      expect(config.body).toEqual({
        key: 'hostedkey',
        host: 'ws-eu.pusher.com',
        port: 443,
        forceTLS: true,
        cluster: 'eu',
        authEndpoint: `${hosted.baseUrl}/django/api/live/auth/`,
        enabledTransports: ['ws', 'wss'],
      });
    } finally {
      await hosted.close();
    }
  });
});

describe('GET /live/config/', () => {
  it('answers the built-in server on the host and port the browser used, without a token', async () => {
    const res = await t.request('GET', `${API}/config/`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      key: t.config.live.key,
      host: '127.0.0.1',
      port: Number(new URL(t.baseUrl).port),
      forceTLS: false,
      cluster: 'local',
      authEndpoint: `${t.baseUrl}/django/api/live/auth/`,
      enabledTransports: ['ws'],
    });
  });

  it.each([
    [{ host: 'evil.example.com' }],
    [{ host: 'evil.example.com:8443', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'evil.example.com' }],
    [{ host: '[::1]:9' }],
  ])('ignores a spoofed %j: every URL comes from PUBLIC_URL', async (headers) => {
    const res = await getWithHeaders(`${API}/config/`, headers);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      host: '127.0.0.1',
      port: Number(new URL(t.baseUrl).port),
      forceTLS: false,
      authEndpoint: `${t.baseUrl}/django/api/live/auth/`,
    });
  });

  it('answers PUBLIC_URL behind a TLS proxy', async () => {
    const proxied = await startTestApp({ publicUrl: 'https://jobs.example.com' });
    try {
      const res = await proxied.request('GET', `${API}/config/`);
      expect(res.body).toMatchObject({
        host: 'jobs.example.com',
        port: 443,
        forceTLS: true,
        authEndpoint: 'https://jobs.example.com/django/api/live/auth/',
      });
    } finally {
      await proxied.close();
    }
  });

  it('is documented in the OpenAPI document under "live"', async () => {
    const doc = await t.request('GET', '/django/api/docs/json');
    expect(doc.body.paths['/django/api/live/auth/'].post.tags).toEqual(['live']);
    expect(doc.body.paths['/django/api/live/config/'].get.tags).toEqual(['live']);
    expect(Object.keys(doc.body.paths['/django/api/live/auth/'].post.requestBody.content)).toContain(
      'application/x-www-form-urlencoded',
    );
  });
});

/** fetch will not send a Host header of our choosing; node:http will. */
function getWithHeaders(path: string, headers: Record<string, string>): Promise<{ status: number; body: any }> {
  return new Promise((resolve, reject) => {
    const request = http.get(`${t.baseUrl}${path}`, { headers }, (response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: JSON.parse(text) }));
    });
    request.on('error', reject);
  });
}
