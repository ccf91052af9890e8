import { randomBytes } from 'node:crypto';
import { userChannelName } from '@app/shared/contract';
import { startTestApp, type TestApp } from '@test/helpers/test-app';

/**
 * The browser side's session and live stores (@app/shared/api and /stores) against this real
 * server: login, the live config, channel authorization through the api client, the real
 * pusher-js (its Node build) and the event bus, and a real expired-token refresh.
 *
 * Loaded with require, not import: the browser sources use DOM types that the server's typecheck
 * (no DOM library) must not compile; packages/shared typechecks them. Node 20 has no
 * localStorage, so a Map-backed Storage stands in for the browser's, and no XMLHttpRequest, which
 * the api client sends with: jsdom's (a real implementation over Node's http), from a page on the
 * server's own origin as the web app is.
 */
class MemoryStorage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value));
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  clear() {
    this.items.clear();
  }
}

// Before the stores load: the session store reads the cached user when it is created.
(globalThis as any).localStorage = new MemoryStorage();
/* eslint-disable @typescript-eslint/no-require-imports -- see above: kept out of the server's typecheck */
const api = require('@app/shared/api');
const stores = require('@app/shared/stores');
const { JSDOM } = require('jsdom');
/* eslint-enable @typescript-eslint/no-require-imports */

async function until(condition: () => boolean, what: string, timeoutMs = 10000) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const newAccount = () => ({
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: `stores-${randomBytes(4).toString('hex')}@example.com`,
  password: 'correct horse battery',
});

const ACCESS_TOKEN_SECONDS = 3;

describe('browser stores against the real server', () => {
  let t: TestApp;

  beforeAll(async () => {
    // Access tokens live 3 s here, so the refresh test needs no clock tricks. Not 1 s: a token's
    // expiry is in whole seconds, so a 1 s token could expire ~0.1 s after it was issued, before
    // the retries it was refreshed for reached a loaded server (seen in CI on PGlite).
    t = await startTestApp({ accessTokenLifetime: ACCESS_TOKEN_SECONDS });
    (globalThis as any).XMLHttpRequest = new JSDOM('', { url: `${t.baseUrl}/` }).window.XMLHttpRequest;
    api.setApiClient(api.createApiClient({ host: t.baseUrl }));
  });
  afterAll(async () => {
    stores.useLive.getState().disconnect();
    api.setApiClient(null);
    await t.close();
    delete (globalThis as any).localStorage;
    delete (globalThis as any).XMLHttpRequest;
  });

  it('signs in, subscribes to the user channel and routes live events to the session', async () => {
    const account = newAccount();
    const user = await stores.useSession.getState().register(account);
    expect(user).toMatchObject({ email: account.email, first_name: 'Ada' });
    await stores.useSession.getState().logout();
    await expect(stores.useSession.getState().login(account.email, account.password)).resolves.toMatchObject({
      id: user.id,
    });

    const channel = userChannelName(user.id);
    await stores.useLive.getState().connect(user.id);
    await until(() => stores.useLive.getState().state === 'connected', 'the connection');
    await until(() => t.app.liveHub.subscriberCount(channel) === 1, 'the subscription');

    const statuses: unknown[] = [];
    const stop = stores.onLiveEvent('job_search_status_updated', (payload: unknown) => statuses.push(payload));
    t.app.liveHub.deliver(
      channel,
      'job_search_status_updated',
      JSON.stringify({ job_search_id: 3, status: 'running', notes: null }),
    );
    t.app.liveHub.deliver(channel, 'user_credits_deducted', JSON.stringify({ credits: 4 }));
    await until(() => statuses.length === 1 && stores.useSession.getState().user?.credits === 4, 'the events');
    expect(statuses).toEqual([{ job_search_id: 3, status: 'running', notes: null }]);
    stop();

    await stores.useSession.getState().logout();
    expect(stores.useLive.getState().state).toBe('disconnected');
    await until(() => t.app.liveHub.subscriberCount(channel) === 0, 'the unsubscription');
  });

  it('refreshes an expired access token once and stores the rotated pair', async () => {
    const user = await stores.useSession.getState().register(newAccount());
    const before = stores.getTokens();
    await new Promise((resolve) => setTimeout(resolve, ACCESS_TOKEN_SECONDS * 1000 + 100));

    // Three calls fail at once; a second refresh would present the rotated-away token, be refused
    // and force a logout, so all three succeeding means one refresh served them all.
    const [a, b, c] = await Promise.all([api.getMe(), api.listResumes(), api.listJobSearches()]);

    expect(a).toMatchObject({ id: user.id });
    expect(b).toEqual([]);
    expect(c).toEqual([]);
    const after = stores.getTokens();
    expect(after.access).not.toBe(before.access);
    expect(after.refresh).not.toBe(before.refresh);
    // The old refresh token was rotated away: using it again is refused.
    const reuse = await t.request('POST', '/django/api/accounts/token/refresh/', { body: { refresh: before.refresh } });
    expect(reuse.status).toBe(401);
    await stores.useSession.getState().logout();
  });
});
