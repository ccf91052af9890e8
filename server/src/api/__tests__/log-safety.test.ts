import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '@/app';
import type { Database } from '@/db/client';
import { testConfig } from '@test/helpers/test-app';
import { openTestDatabase } from '@test/helpers/test-database';

const API = '/django/api';

// Every log line at the most talkative level, captured in memory. The app's own redaction list is
// not passed here on purpose: nothing secret may reach a log line in the first place.
let logText = '';
const sink = new Writable({
  write(chunk, _encoding, done) {
    logText += chunk.toString();
    done();
  },
});

let app: FastifyInstance;
let database: Database;
let baseUrl: string;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildApp({ config: testConfig(), database, logger: { level: 'trace', stream: sink } });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(async () => {
  await app.close();
  await database.close();
});

async function call(method: string, path: string, options: { body?: unknown; raw?: string; auth?: string } = {}) {
  const headers: Record<string, string> = {};
  if (options.auth) headers.authorization = options.auth;
  if (options.body !== undefined || options.raw !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(baseUrl + path, {
    method,
    headers,
    body: options.raw ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : undefined };
}

describe('logs at level trace', () => {
  it('never contain a password, a token or an Authorization header value', async () => {
    const secrets: string[] = [];
    const password = 'Pw-register-7d1f0c';
    const newPassword = 'Pw-profile-91b2e4';
    const wrongPassword = 'Pw-wrong-3e8a55';
    const jsonPassword = 'Pw-in-broken-json-5c0d';
    const shortPassword = 'Pw-sh9';
    const bogusToken = 'bogus.token-value.c0ffee77';
    secrets.push(password, newPassword, wrongPassword, jsonPassword, shortPassword, bogusToken);
    const email = `log-safety-${Date.now()}@example.com`;

    const registered = await call('POST', `${API}/accounts/users/register/`, {
      body: { first_name: 'Log', last_name: 'Safe', email, password },
    });
    expect(registered.status).toBe(201);
    const me = await call('GET', `${API}/accounts/users/me/`, { auth: `Bearer ${registered.body.token}` });
    expect(me.status).toBe(200);

    const loggedIn = await call('POST', `${API}/accounts/users/login/`, { body: { email, password } });
    expect(loggedIn.status).toBe(200);
    const refreshed = await call('POST', `${API}/accounts/token/refresh/`, {
      body: { refresh: loggedIn.body.refresh_token },
    });
    expect(refreshed.status).toBe(200);
    const updated = await call('POST', `${API}/accounts/users/update-profile/`, {
      auth: `Bearer ${refreshed.body.access}`,
      body: { first_name: 'Log', last_name: 'Safe', password: newPassword, current_password: password },
    });
    expect(updated.status).toBe(200);
    secrets.push(
      registered.body.token,
      registered.body.refresh_token,
      loggedIn.body.token,
      loggedIn.body.refresh_token,
      refreshed.body.access,
      refreshed.body.refresh,
      updated.body.token,
      updated.body.refresh_token,
    );

    // Failures, each answered with a 4xx, never a 500.
    const failures = [
      await call('POST', `${API}/accounts/users/login/`, { body: { email, password: wrongPassword } }),
      await call('POST', `${API}/accounts/token/refresh/`, { body: { refresh: loggedIn.body.refresh_token } }),
      await call('GET', `${API}/accounts/users/me/`, { auth: `Bearer ${bogusToken}` }),
      await call('GET', `${API}/accounts/users/me/`, { auth: `Bearer ${loggedIn.body.refresh_token}` }),
      await call('POST', `${API}/accounts/users/login/`, { raw: `{"email":"${email}","password":"${jsonPassword}"` }),
      await call('POST', `${API}/accounts/users/register/`, {
        body: { first_name: 'A', last_name: 'B', email: 'short@example.com', password: shortPassword },
      }),
      await call('POST', `${API}/accounts/users/logout/`, {
        auth: `Bearer ${updated.body.token}`,
        body: { refresh: updated.body.refresh_token },
      }),
    ];
    expect(failures.map((f) => f.status)).toEqual([401, 401, 401, 401, 400, 400, 200]);

    // The capture really saw the traffic, so an empty log cannot pass this test.
    expect(logText).toContain('incoming request');
    expect(logText).toContain('/django/api/accounts/token/refresh/');
    expect(logText).not.toContain('"level":50');

    for (const secret of secrets) {
      expect(typeof secret).toBe('string');
      expect(logText).not.toContain(secret);
      // A JWT's signature alone is enough to recognise (and, with the rest, replay) it.
      const signature = secret.split('.')[2];
      if (signature && signature.length > 20) expect(logText).not.toContain(signature);
    }
    expect(logText).not.toMatch(/bearer\s/i);
    expect(logText).not.toMatch(/"authorization"/i);
    expect(logText).not.toContain('password');
  });
});
