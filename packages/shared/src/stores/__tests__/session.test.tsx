/**
 * @jest-environment jsdom
 */
import { act, waitFor } from '@testing-library/react';
import { loadContract } from '../../api/lazy-contract';
import { ApiClientError, createApiClient, setApiClient, setNavigator } from '../../api';
import { FakePusher } from '../../test-support/fake-pusher';
import { startHttpTestServer, type Answer, type TestServer } from '../../test-support/http-test-server';
import {
  emitLiveEvent,
  getTokens,
  readCachedUser,
  setTokens,
  STORAGE_KEYS,
  useAnswersWaiting,
  useLive,
  useSession,
} from '..';

jest.mock('pusher-js', () => ({
  __esModule: true,
  default: jest.requireActual('../../test-support/fake-pusher').FakePusher,
}));

const user = { id: 7, first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com', credits: 5 };
const tokenPair = { token: 'access-1', refresh_token: 'refresh-1' };

let server: TestServer;
let answers: Record<string, Answer>;
beforeAll(async () => {
  server = await startHttpTestServer(
    (request) => answers[request.path] ?? { status: 404, body: { detail: 'Not found.' } },
  );
  setApiClient(createApiClient({ host: server.origin }));
});
afterAll(async () => {
  setApiClient(null);
  await server.close();
});
beforeEach(() => {
  localStorage.clear();
  server.requests.length = 0;
  FakePusher.instances.length = 0;
  useSession.setState({ user: null, isAuthenticated: false });
  useAnswersWaiting.setState({ count: null });
  answers = {
    '/django/api/accounts/users/login/': { status: 200, body: tokenPair },
    '/django/api/accounts/users/register/': { status: 201, body: tokenPair },
    '/django/api/accounts/users/me/': { status: 200, body: user },
    '/django/api/job-search/answers-needed/': { status: 200, body: [] },
    '/django/api/accounts/users/logout/': { status: 200, body: { detail: 'Successfully logged out.' } },
    '/django/api/live/config/': {
      status: 200,
      body: {
        key: 'k',
        host: '127.0.0.1',
        port: 6001,
        forceTLS: false,
        cluster: 'local',
        authEndpoint: `${server.origin}/django/api/live/auth/`,
        enabledTransports: ['ws'],
      },
    },
  };
});
const paths = () => server.requests.map((r) => `${r.method} ${r.path}`);
const signedIn = () => {
  setTokens({ access: 'access-1', refresh: 'refresh-1' });
  useSession.getState().setUser(user);
  useSession.setState({ isAuthenticated: true });
};

describe('login', () => {
  it('stores the token pair, then fetches and caches the user', async () => {
    await expect(useSession.getState().login('ada@example.com', 'pw')).resolves.toEqual(user);

    await waitFor(() => expect(paths()).toContain('GET /django/api/job-search/answers-needed/'));
    expect(paths()).toEqual([
      'POST /django/api/accounts/users/login/',
      'GET /django/api/accounts/users/me/',
      'GET /django/api/job-search/answers-needed/',
    ]);
    expect(server.requests[1]!.headers.authorization).toBe('Bearer access-1');
    expect(getTokens()).toEqual({ access: 'access-1', refresh: 'refresh-1' });
    await expect(readCachedUser()).resolves.toEqual(user);
    expect(useSession.getState()).toMatchObject({ user, isAuthenticated: true });
  });

  it('clears the cached user when fetching it fails, and stays signed in', async () => {
    localStorage.setItem(STORAGE_KEYS.user, JSON.stringify({ ...user, id: 99 }));
    useSession.setState({ user: { ...user, id: 99 } });
    answers['/django/api/accounts/users/me/'] = { status: 500, body: { detail: 'A server error occurred.' } };
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});

    await expect(useSession.getState().login('ada@example.com', 'pw')).resolves.toBeNull();

    expect(localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
    expect(useSession.getState()).toMatchObject({ user: null, isAuthenticated: true });
    expect(getTokens().access).toBe('access-1');
    error.mockRestore();
  });

  it('rejects with the normalised error and stores nothing when the login is refused', async () => {
    answers['/django/api/accounts/users/login/'] = {
      status: 401,
      body: { detail: 'No active account found with the given credentials', code: 'no_active_account' },
    };
    const failure = useSession.getState().login('ada@example.com', 'wrong');
    await expect(failure).rejects.toBeInstanceOf(ApiClientError);
    await expect(failure).rejects.toThrow('No active account found with the given credentials');
    expect(getTokens()).toEqual({ access: null, refresh: null });
    expect(useSession.getState().isAuthenticated).toBe(false);
  });
});

describe('register', () => {
  it('signs in with the returned pair like login (product §4)', async () => {
    const body = { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com', password: 'password1' };
    await expect(useSession.getState().register(body)).resolves.toEqual(user);
    await waitFor(() => expect(paths()).toContain('GET /django/api/job-search/answers-needed/'));
    expect(paths()).toEqual([
      'POST /django/api/accounts/users/register/',
      'GET /django/api/accounts/users/me/',
      'GET /django/api/job-search/answers-needed/',
    ]);
    expect(JSON.parse(server.requests[0]!.body)).toEqual(body);
    expect(useSession.getState()).toMatchObject({ user, isAuthenticated: true });
  });
});

describe('logout', () => {
  it('tells the server, clears token, refresh_token and user_data, and disconnects live', async () => {
    signedIn();
    await act(() => useLive.getState().connect(user.id));
    const pusher = FakePusher.instances[0]!;

    await act(() => useSession.getState().logout());

    const logout = server.requests.find((r) => r.path === '/django/api/accounts/users/logout/')!;
    expect(JSON.parse(logout.body)).toEqual({ refresh: 'refresh-1' });
    expect(logout.headers.authorization).toBe('Bearer access-1');
    for (const key of Object.values(STORAGE_KEYS)) expect(localStorage.getItem(key)).toBeNull();
    expect(useSession.getState()).toMatchObject({ user: null, isAuthenticated: false });
    expect(pusher.disconnected).toBe(true);
    expect(useLive.getState().state).toBe('disconnected');
  });

  it('signs out locally even when the server cannot be reached', async () => {
    signedIn();
    answers['/django/api/accounts/users/logout/'] = { status: 500, body: {} };
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    await useSession.getState().logout();
    for (const key of Object.values(STORAGE_KEYS)) expect(localStorage.getItem(key)).toBeNull();
    expect(useSession.getState().user).toBeNull();
    warn.mockRestore();
  });
});

describe('forced logout', () => {
  it('a failed refresh ends the session in the store too', async () => {
    signedIn();
    setNavigator(jest.fn());
    answers['/django/api/accounts/users/me/'] = {
      status: 401,
      body: { detail: 'Given token not valid for any token type', code: 'token_not_valid' },
    };
    answers['/django/api/accounts/token/refresh/'] = { status: 401, body: { detail: 'Token is blacklisted' } };
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});

    await act(() => useSession.getState().fetchUser());

    for (const key of Object.values(STORAGE_KEYS)) expect(localStorage.getItem(key)).toBeNull();
    expect(useSession.getState()).toMatchObject({ user: null, isAuthenticated: false });
    error.mockRestore();
    setNavigator(null);
  });
});

describe('credits', () => {
  // As in the app: live events come after the first answers, which loaded the contract's schemas.
  beforeAll(() => loadContract());

  it('user_credits_deducted sets the credits it carries, and the cached user follows', async () => {
    signedIn();
    act(() => emitLiveEvent('user_credits_deducted', { credits: 3 }));
    expect(useSession.getState().user?.credits).toBe(3);
    expect((await readCachedUser())?.credits).toBe(3);
  });

  it('without credits, takes one off', () => {
    signedIn();
    act(() => emitLiveEvent('user_credits_deducted', {}));
    expect(useSession.getState().user?.credits).toBe(4);
  });

  it('does nothing without a user', () => {
    act(() => emitLiveEvent('user_credits_deducted', { credits: 3 }));
    expect(useSession.getState().user).toBeNull();
  });

  it('user_credits_changed (a purchase, a grant) sets the new balance', async () => {
    signedIn();
    act(() => emitLiveEvent('user_credits_changed', { credits: 55 }));
    expect(useSession.getState().user?.credits).toBe(55);
    expect((await readCachedUser())?.credits).toBe(55);
    act(() => emitLiveEvent('user_credits_changed', {}));
    expect(useSession.getState().user?.credits).toBe(55); // a payload without the balance is dropped
  });

  it('setCredits updates the user', () => {
    signedIn();
    act(() => useSession.getState().setCredits(9));
    expect(useSession.getState().user).toEqual({ ...user, credits: 9 });
  });
});

describe('answers waiting (the header badge)', () => {
  beforeAll(() => loadContract());
  const question = (id: number) => ({ id, question: `Q${id}`, options: null, input: 'text', jobs_waiting: 1 });

  it('is read with the user, follows answers_waiting_changed, and is gone after signing out', async () => {
    answers['/django/api/job-search/answers-needed/'] = { status: 200, body: [question(1), question(2)] };
    await useSession.getState().login('ada@example.com', 'pw');
    await waitFor(() => expect(useAnswersWaiting.getState().count).toBe(2));
    act(() => emitLiveEvent('answers_waiting_changed', { answers_waiting: 3 }));
    expect(useAnswersWaiting.getState().count).toBe(3);
    act(() => emitLiveEvent('answers_waiting_changed', { answers_waiting: 0 }));
    expect(useAnswersWaiting.getState().count).toBe(0);
    await act(() => useSession.getState().logout());
    expect(useAnswersWaiting.getState().count).toBeNull();
  });

  it('stays as it was when the list cannot be read', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    useAnswersWaiting.setState({ count: 4 });
    answers['/django/api/job-search/answers-needed/'] = { status: 500, body: { detail: 'A server error occurred.' } };
    signedIn();
    await act(() => useAnswersWaiting.getState().reload());
    expect(useAnswersWaiting.getState().count).toBe(4);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});

describe('start-up', () => {
  const freshStores = () => {
    let fresh!: typeof import('..');
    jest.isolateModules(() => {
      fresh = jest.requireActual<typeof import('..')>('..');
    });
    return fresh;
  };

  it('reads the cached user and the token from storage', async () => {
    localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
    localStorage.setItem(STORAGE_KEYS.access, 'access-1');
    const fresh = freshStores();
    await fresh.cachedUserRestored;
    expect(fresh.useSession.getState()).toMatchObject({ user, isAuthenticated: true });
  });

  it('ignores a cached user that no longer reads as one', async () => {
    localStorage.setItem(STORAGE_KEYS.user, '{"id":"x"');
    const fresh = freshStores();
    await fresh.cachedUserRestored;
    expect(fresh.useSession.getState()).toMatchObject({ user: null, isAuthenticated: false });
    localStorage.setItem(STORAGE_KEYS.user, JSON.stringify({ ...user, credits: 'many' }));
    const again = freshStores();
    await again.cachedUserRestored;
    expect(again.useSession.getState().user).toBeNull();
  });

  it('hands live events that come before the schemas to listeners once they load, in order', async () => {
    const fresh = freshStores();
    const seen: string[] = [];
    fresh.onLiveEvent('job_search_status_updated', ({ status }) => seen.push(status));
    fresh.emitLiveEvent('job_search_status_updated', { job_search_id: 1, status: 'running', notes: null });
    fresh.emitLiveEvent('job_search_status_updated', { job_search_id: 1, status: 'bogus', notes: null });
    fresh.emitLiveEvent('job_search_status_updated', { job_search_id: 1, status: 'completed', notes: null });
    expect(seen).toEqual([]);
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    await waitFor(() => expect(seen).toEqual(['running', 'completed']));
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });
});

describe('another tab of the browser', () => {
  /** What the browser tells this tab when another one changes the shared storage. */
  const storageChanged = (key: string | null) =>
    act(() => window.dispatchEvent(new StorageEvent('storage', { key, storageArea: localStorage })));

  it('signing out there signs this tab out, without asking the server', () => {
    signedIn();
    localStorage.clear();
    storageChanged(STORAGE_KEYS.access);
    expect(useSession.getState()).toMatchObject({ isAuthenticated: false, user: null });
    expect(paths()).toEqual([]);
  });

  it('signing in there signs this tab in; a refresh there changes nothing here', () => {
    setTokens({ access: 'access-2', refresh: 'refresh-2' });
    storageChanged(STORAGE_KEYS.access);
    expect(useSession.getState().isAuthenticated).toBe(true);
    setTokens({ access: 'access-3', refresh: 'refresh-3' });
    storageChanged(STORAGE_KEYS.access);
    expect(useSession.getState().isAuthenticated).toBe(true);
  });
});
