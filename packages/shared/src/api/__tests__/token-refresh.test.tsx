/**
 * @jest-environment jsdom
 */
import { act, render, screen } from '@testing-library/react';
import { ToastContainer } from 'react-toastify';
import { errorMessages } from '../../contract';
import { getTokens, setTokens } from '../../stores/token-storage';
import { startHttpTestServer, type RecordedRequest, type TestServer } from '../../test-support/http-test-server';
import {
  ApiClientError,
  createApiClient,
  getMe,
  listJobSearches,
  listResumes,
  NO_REFRESH_TOKEN_MESSAGE,
  onSessionExpired,
  REFRESH_FAILED_MESSAGE,
  SESSION_EXPIRED_MESSAGE,
  setApiClient,
  setNavigator,
} from '..';

const user = { id: 7, first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com', credits: 5 };
/** What simplejwt (and our server) answers for an expired access token. */
const expiredAccessToken = {
  detail: errorMessages.tokenNotValid,
  code: 'token_not_valid',
  messages: [{ token_class: 'AccessToken', token_type: 'access', message: errorMessages.tokenExpired }],
};

/** Answers the three reads only for `Bearer new`; the refresh answer is given by each test. */
function protectedApi(refresh: (request: RecordedRequest) => Promise<{ status: number; body?: unknown }>) {
  return async (request: RecordedRequest) => {
    if (request.path === '/django/api/accounts/token/refresh/') return refresh(request);
    if (request.headers.authorization !== 'Bearer new') return { status: 401, body: expiredAccessToken };
    if (request.path === '/django/api/accounts/users/me/') return { status: 200, body: user };
    return { status: 200, body: [] };
  };
}

const refreshCalls = (server: TestServer) =>
  server.requests.filter((r) => r.path === '/django/api/accounts/token/refresh/');
const readCalls = (server: TestServer) => server.requests.filter((r) => !r.path.includes('/token/refresh/'));

let server: TestServer;
const navigate = jest.fn();

beforeEach(() => {
  localStorage.clear();
  navigate.mockReset();
  setNavigator(navigate);
});
afterEach(async () => {
  setApiClient(null);
  await server.close();
});

/** Three different calls at once, all sent with the expired token. */
const threeCalls = () => Promise.allSettled([getMe(), listResumes(), listJobSearches()]);

describe('one refresh for many expired calls', () => {
  it('refreshes once, stores the rotated pair and replays all three with the new token', async () => {
    let expiredAnswers = 0;
    server = await startHttpTestServer(async (request) => {
      if (request.headers.authorization === 'Bearer old') expiredAnswers += 1;
      return protectedApi(async () => {
        // Hold the refresh until all three calls have failed, so the later two must queue.
        while (expiredAnswers < 3) await new Promise((resolve) => setTimeout(resolve, 5));
        return { status: 200, body: { access: 'new', refresh: 'r2' } };
      })(request);
    });
    setApiClient(createApiClient({ host: server.origin }));
    setTokens({ access: 'old', refresh: 'r1' });

    const results = await threeCalls();

    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled']);
    expect(results[0]).toEqual({ status: 'fulfilled', value: user });
    expect(refreshCalls(server)).toHaveLength(1);
    const [refresh] = refreshCalls(server);
    expect(JSON.parse(refresh!.body)).toEqual({ refresh: 'r1' });
    expect(refresh!.headers.authorization).toBeUndefined();
    const reads = readCalls(server).map((r) => `${r.path} ${r.headers.authorization}`);
    expect(reads.filter((r) => r.endsWith('Bearer old'))).toHaveLength(3);
    expect(reads.filter((r) => r.endsWith('Bearer new')).sort()).toEqual([
      '/django/api/accounts/users/me/ Bearer new',
      '/django/api/job-search/ Bearer new',
      '/django/api/job-search/resumes/ Bearer new',
    ]);
    expect(getTokens()).toEqual({ access: 'new', refresh: 'r2' });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('keeps the refresh token when the answer carries none', async () => {
    server = await startHttpTestServer(protectedApi(async () => ({ status: 200, body: { access: 'new' } })));
    setApiClient(createApiClient({ host: server.origin }));
    setTokens({ access: 'old', refresh: 'r1' });

    await expect(getMe()).resolves.toEqual(user);
    expect(getTokens()).toEqual({ access: 'new', refresh: 'r1' });
  });

  it('replays without another refresh a call that failed after the refresh was done', async () => {
    let releaseLateAnswer = () => {};
    const lateAnswer = new Promise<void>((resolve) => (releaseLateAnswer = resolve));
    const api = protectedApi(async () => ({ status: 200, body: { access: 'new', refresh: 'r2' } }));
    server = await startHttpTestServer(async (request) => {
      // The late call's expired answer is held until the refresh below is over.
      if (request.headers.authorization === 'Bearer old' && request.path.endsWith('/resumes/')) await lateAnswer;
      return api(request);
    });
    setApiClient(createApiClient({ host: server.origin }));
    setTokens({ access: 'old', refresh: 'r1' });

    const late = listResumes();
    while (!server.requests.some((r) => r.path.endsWith('/resumes/'))) {
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    await expect(getMe()).resolves.toEqual(user);
    expect(getTokens().access).toBe('new');
    releaseLateAnswer();

    await expect(late).resolves.toEqual([]);
    expect(refreshCalls(server)).toHaveLength(1);
    expect(getTokens()).toEqual({ access: 'new', refresh: 'r2' });
  });
});

describe('two tabs of one browser', () => {
  // Each tab has its own API instance; the storage is the one they share (jsdom's, here taken
  // through the storage lease: jsdom has no Web Locks). The server refuses a rotated refresh token.
  it('refresh once between them: the tab that waited uses the other tab’s new token, never the rotated one', async () => {
    let expiredAnswers = 0;
    const rotated = new Set<string>();
    server = await startHttpTestServer(async (request) => {
      if (request.headers.authorization === 'Bearer old') expiredAnswers += 1;
      return protectedApi(async ({ body }) => {
        // Both tabs' calls have failed before any refresh is answered.
        while (expiredAnswers < 2) await new Promise((resolve) => setTimeout(resolve, 5));
        const { refresh } = JSON.parse(body) as { refresh: string };
        if (rotated.has(refresh))
          return { status: 401, body: { detail: 'Token is blacklisted', code: 'token_not_valid' } };
        rotated.add(refresh);
        return { status: 200, body: { access: 'new', refresh: 'r2' } };
      })(request);
    });
    const [first, second] = [createApiClient({ host: server.origin }), createApiClient({ host: server.origin })];
    setTokens({ access: 'old', refresh: 'r1' });

    const results = await Promise.allSettled([first.get('/accounts/users/me/'), second.get('/job-search/')]);

    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled']);
    expect(refreshCalls(server).map((r) => JSON.parse(r.body))).toEqual([{ refresh: 'r1' }]);
    expect(getTokens()).toEqual({ access: 'new', refresh: 'r2' });
    expect(localStorage.getItem('lock:jobpilot.token-refresh')).toBeNull();
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('a rotation another tab made an instant ago', () => {
  // Chromium tells each tab of a storage change on its own schedule: a tab may take the lock
  // after the other tab's refresh and still read the refresh token that refresh rotated away.
  it('a refresh refused because the token was just rotated elsewhere goes on with the other tab’s tokens', async () => {
    render(<ToastContainer />);
    const expired = jest.fn();
    const stop = onSessionExpired(expired);
    server = await startHttpTestServer(
      protectedApi(async () => {
        // The other tab rotated r1 already; its tokens reach this tab's storage a moment later.
        setTimeout(() => setTokens({ access: 'new', refresh: 'r2' }), 150);
        return { status: 401, body: { detail: 'Token is blacklisted', code: 'token_not_valid' } };
      }),
    );
    setApiClient(createApiClient({ host: server.origin }));
    setTokens({ access: 'old', refresh: 'r1' });

    const results = await act(threeCalls);

    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled']);
    expect(refreshCalls(server)).toHaveLength(1);
    expect(getTokens()).toEqual({ access: 'new', refresh: 'r2' });
    expect(navigate).not.toHaveBeenCalled();
    expect(expired).not.toHaveBeenCalled();
    stop();
  });
});

describe('a failed refresh', () => {
  const expectForcedLogout = async (expired: jest.Mock) => {
    expect(getTokens()).toEqual({ access: null, refresh: null });
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/login');
    expect(expired).toHaveBeenCalledTimes(1);
    expect(await screen.findByText(SESSION_EXPIRED_MESSAGE)).toBeInTheDocument();
  };

  it('rejects every queued call and forces the logout once', async () => {
    render(<ToastContainer />);
    const expired = jest.fn();
    const stop = onSessionExpired(expired);
    server = await startHttpTestServer(
      protectedApi(async () => ({
        status: 401,
        body: { detail: 'Token is invalid', code: 'token_not_valid' },
      })),
    );
    setApiClient(createApiClient({ host: server.origin }));
    setTokens({ access: 'old', refresh: 'r1' });
    localStorage.setItem('user_data', JSON.stringify(user));

    const results = await act(threeCalls);

    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected', 'rejected']);
    for (const result of results) {
      const reason = (result as PromiseRejectedResult).reason as ApiClientError;
      expect(reason).toBeInstanceOf(ApiClientError);
      expect(reason.message).toBe('Token is invalid');
      expect(reason.status).toBe(401);
    }
    expect(refreshCalls(server)).toHaveLength(1);
    // Nothing is replayed after a failed refresh.
    expect(readCalls(server)).toHaveLength(3);
    await expectForcedLogout(expired);
    stop();
  });

  it('without a refresh token: "No refresh token available", no refresh call, logged out', async () => {
    render(<ToastContainer />);
    const expired = jest.fn();
    const stop = onSessionExpired(expired);
    server = await startHttpTestServer(protectedApi(async () => ({ status: 200, body: { access: 'new' } })));
    setApiClient(createApiClient({ host: server.origin }));
    setTokens({ access: 'old' });

    await act(async () => {
      await expect(getMe()).rejects.toMatchObject({ message: NO_REFRESH_TOKEN_MESSAGE, status: undefined });
    });
    expect(refreshCalls(server)).toHaveLength(0);
    await expectForcedLogout(expired);
    stop();
  });

  it('answered without an access token: "Failed to refresh token", logged out', async () => {
    render(<ToastContainer />);
    const expired = jest.fn();
    const stop = onSessionExpired(expired);
    server = await startHttpTestServer(protectedApi(async () => ({ status: 200, body: { refresh: 'r2' } })));
    setApiClient(createApiClient({ host: server.origin }));
    setTokens({ access: 'old', refresh: 'r1' });

    await act(async () => {
      await expect(getMe()).rejects.toMatchObject({ message: REFRESH_FAILED_MESSAGE });
    });
    await expectForcedLogout(expired);
    stop();
  });
});

describe('what does not refresh', () => {
  it('a 401 that is not an expired token (no credentials) is just rejected', async () => {
    server = await startHttpTestServer(() => ({
      status: 401,
      body: { detail: errorMessages.notAuthenticated, code: 'not_authenticated' },
    }));
    setApiClient(createApiClient({ host: server.origin }));
    setTokens({ access: 'old', refresh: 'r1' });

    await expect(getMe()).rejects.toMatchObject({ message: errorMessages.notAuthenticated, status: 401 });
    expect(refreshCalls(server)).toHaveLength(0);
    expect(getTokens()).toEqual({ access: 'old', refresh: 'r1' });
  });

  it('a replay that is refused again is rejected, not refreshed a second time', async () => {
    server = await startHttpTestServer(async (request) =>
      request.path.endsWith('/token/refresh/')
        ? { status: 200, body: { access: 'newer', refresh: 'r2' } }
        : { status: 401, body: expiredAccessToken },
    );
    setApiClient(createApiClient({ host: server.origin }));
    setTokens({ access: 'old', refresh: 'r1' });

    await expect(getMe()).rejects.toMatchObject({ message: errorMessages.tokenNotValid, status: 401 });
    expect(refreshCalls(server)).toHaveLength(1);
    expect(readCalls(server)).toHaveLength(2);
  });
});
