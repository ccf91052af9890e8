import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '@/app';
import { openTestDatabase } from '@test/helpers/test-database';
import { startTestApp, testConfig, type TestApp } from '@test/helpers/test-app';

/** The CSP as directive → sources. */
function csp(headers: Headers): Record<string, string[]> {
  const value = headers.get('content-security-policy');
  expect(value).toBeTruthy();
  return Object.fromEntries(
    value!
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}

function expectSecurityHeaders(headers: Headers, t: TestApp) {
  const policy = csp(headers);
  expect(policy['default-src']).toEqual(["'self'"]);
  expect(policy['frame-ancestors']).toEqual(["'none'"]);
  expect(policy['object-src']).toEqual(["'none'"]);
  expect(policy['script-src']).not.toContain("'unsafe-inline'");
  const origin = new URL(t.baseUrl);
  expect(policy['connect-src']).toEqual(expect.arrayContaining(["'self'", origin.origin, `ws://${origin.host}`]));
  expect(policy['upgrade-insecure-requests']).toBeUndefined();
  expect(headers.get('x-frame-options')).toBe('DENY');
  expect(headers.get('x-content-type-options')).toBe('nosniff');
  expect(headers.get('referrer-policy')).toBe('no-referrer');
}

describe('security headers', () => {
  let web: string;
  let t: TestApp;
  beforeAll(async () => {
    web = mkdtempSync(path.join(os.tmpdir(), 'jobpilot-web-'));
    mkdirSync(path.join(web, 'shell', 'dist'), { recursive: true });
    mkdirSync(path.join(web, 'remotes', 'auth', 'dist'), { recursive: true });
    writeFileSync(path.join(web, 'shell', 'dist', 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(path.join(web, 'remotes', 'auth', 'dist', 'remoteEntry.js'), 'void 0;');
    const remotes = path.join(web, 'remotes.override.json');
    writeFileSync(
      remotes,
      JSON.stringify({
        auth: 'https://cdn.example.com/auth/mf-manifest.json',
        profile: '/x',
        settings: { entry: 'https://releases.example.net/settings/1.2.0/mf-manifest.json', version: '1.2.0' },
      }),
    );
    t = await startTestApp({ webDir: web, remotesConfig: remotes });
  });
  afterAll(async () => {
    await t.close();
    rmSync(web, { recursive: true, force: true });
  });

  it.each([
    ['an API answer', 'GET', '/healthz', 200],
    ['a signed-in API call refused', 'GET', '/django/api/accounts/users/me/', 401],
    ['an API 404', 'GET', '/django/api/nope/', 404],
    ['a validation error', 'POST', '/django/api/accounts/users/login/', 400],
    ['a malformed body', 'POST', '/django/api/accounts/token/refresh/', 400],
    ['the shell', 'GET', '/dashboard', 200],
    ['a remote file', 'GET', '/remotes/auth/remoteEntry.js', 200],
    ['a missing remote file', 'GET', '/remotes/auth/missing.js', 404],
    ['remotes.json', 'GET', '/remotes.json', 200],
    ['the API docs', 'GET', '/django/api/docs/static/index.html', 200],
    ['the OpenAPI document', 'GET', '/django/api/docs/json', 200],
  ])('are on %s', async (_, method, urlPath, status) => {
    const body = method === 'POST' ? (urlPath.endsWith('refresh/') ? '{"refresh":' : '{}') : undefined;
    const res = await fetch(t.baseUrl + urlPath, {
      method,
      body,
      headers: body ? { 'content-type': 'application/json' } : undefined,
    });
    expect(res.status).toBe(status);
    expectSecurityHeaders(res.headers, t);
  });

  it("allow the remotes' own origins (REMOTES_CONFIG) for scripts, styles and fetches", async () => {
    const res = await fetch(`${t.baseUrl}/`);
    const policy = csp(res.headers);
    for (const directive of ['script-src', 'style-src', 'connect-src']) {
      expect(policy[directive]).toContain('https://cdn.example.com');
      expect(policy[directive]).toContain('https://releases.example.net');
    }
    // styled-components' run-time <style> elements.
    expect(policy['style-src']).toContain("'unsafe-inline'");
  });
});

// Its own app and database, opened once the one above is closed: two embedded databases open at
// once in one process made closing the first one hang.
describe('security headers on a server error', () => {
  it('are on a 500', async () => {
    // A route of our own that fails, added before the app listens (startTestApp listens at once).
    const config = testConfig();
    const database = await openTestDatabase();
    const app = await buildApp({ config, database, logger: false });
    app.get('/boom', async () => {
      throw new Error('boom');
    });
    try {
      const address = await app.listen({ port: 0, host: '127.0.0.1' });
      const res = await fetch(`${address}/boom`);
      expect(res.status).toBe(500);
      expect(await res.json()).toEqual({ detail: 'A server error occurred.' });
      const headers = res.headers;
      expect(csp(headers)['frame-ancestors']).toEqual(["'none'"]);
      expect(headers.get('x-content-type-options')).toBe('nosniff');
      expect(headers.get('x-frame-options')).toBe('DENY');
      expect(headers.get('referrer-policy')).toBe('no-referrer');
    } finally {
      await app.close();
      await database.close();
      rmSync(config.dataDir, { recursive: true, force: true });
    }
  });
});
