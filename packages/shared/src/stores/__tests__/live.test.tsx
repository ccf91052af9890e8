/**
 * @jest-environment jsdom
 */
import { act, renderHook } from '@testing-library/react';
import type { ChannelAuthorizationCallback, ChannelAuthorizationHandler } from 'pusher-js';
import { createApiClient, setApiClient } from '../../api';
import { FakePusher } from '../../test-support/fake-pusher';
import { startHttpTestServer, type Answer, type TestServer } from '../../test-support/http-test-server';
import { onLiveEvent, setTokens, useLive, useLiveEvent } from '..';

jest.mock('pusher-js', () => ({
  __esModule: true,
  default: jest.requireActual('../../test-support/fake-pusher').FakePusher,
}));

let server: TestServer;
let answers: Record<string, Answer>;
const liveConfig = (origin: string) => ({
  key: 'app-key',
  host: '127.0.0.1',
  port: 6001,
  forceTLS: false,
  cluster: 'local',
  authEndpoint: `${origin}/django/api/live/auth/`,
  enabledTransports: ['ws'],
});

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
  FakePusher.instances.length = 0;
  server.requests.length = 0;
  localStorage.clear();
  setTokens({ access: 'access-1', refresh: 'refresh-1' });
  answers = {
    '/django/api/live/config/': { status: 200, body: liveConfig(server.origin) },
    '/django/api/live/auth/': { status: 200, body: { auth: 'app-key:signature' } },
  };
});
afterEach(() => useLive.getState().disconnect());

const connectedPusher = async (userId = 7) => {
  await act(() => useLive.getState().connect(userId));
  expect(FakePusher.instances).toHaveLength(1);
  return FakePusher.instances[0]!;
};

describe('useLive', () => {
  it('configures pusher-js from the live config and subscribes to the user channel', async () => {
    const pusher = await connectedPusher(7);
    expect(pusher.key).toBe('app-key');
    expect(pusher.options).toMatchObject({
      cluster: 'local',
      wsHost: '127.0.0.1',
      wsPort: 6001,
      wssPort: 6001,
      forceTLS: false,
      enabledTransports: ['ws'],
    });
    expect(pusher.channels.map((c) => c.name)).toEqual(['private-user-7']);
    expect(useLive.getState()).toMatchObject({ userId: 7, state: 'connecting' });
  });

  it('authorizes the channel through the api client: bearer token, form-encoded', async () => {
    const pusher = await connectedPusher(7);
    const { customHandler } = pusher.options.channelAuthorization as { customHandler: ChannelAuthorizationHandler };
    const result = await new Promise<Parameters<ChannelAuthorizationCallback>>((resolve) =>
      customHandler({ socketId: '123.456', channelName: 'private-user-7' }, (...args) => resolve(args)),
    );
    expect(result).toEqual([null, { auth: 'app-key:signature' }]);
    const auth = server.requests.find((r) => r.path === '/django/api/live/auth/')!;
    expect(auth.method).toBe('POST');
    expect(auth.headers.authorization).toBe('Bearer access-1');
    expect(auth.headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
    expect(new URLSearchParams(auth.body).get('socket_id')).toBe('123.456');
    expect(new URLSearchParams(auth.body).get('channel_name')).toBe('private-user-7');
  });

  it('reports a refused authorization to pusher-js as an error', async () => {
    answers['/django/api/live/auth/'] = { status: 403, body: { detail: 'Forbidden.' } };
    const pusher = await connectedPusher(7);
    const { customHandler } = pusher.options.channelAuthorization as { customHandler: ChannelAuthorizationHandler };
    const [error, data] = await new Promise<Parameters<ChannelAuthorizationCallback>>((resolve) =>
      customHandler({ socketId: '1.2', channelName: 'private-user-7' }, (...args) => resolve(args)),
    );
    expect(error?.message).toBe('Forbidden.');
    expect(data).toBeNull();
  });

  it('exposes the connection state pusher-js reports', async () => {
    const pusher = await connectedPusher();
    act(() => pusher.changeState('connecting', 'connected'));
    expect(useLive.getState().state).toBe('connected');
    act(() => pusher.changeState('connected', 'unavailable'));
    expect(useLive.getState().state).toBe('unavailable');
  });

  it('routes channel events to their listeners, checked against the contract', async () => {
    const pusher = await connectedPusher();
    const channel = pusher.channels[0]!;
    const statuses = jest.fn();
    const stop = onLiveEvent('job_search_status_updated', statuses);
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});

    channel.deliver('job_search_status_updated', { job_search_id: 3, status: 'running', notes: null });
    channel.deliver('job_search_status_updated', { job_search_id: 3, status: 'exploded', notes: null });
    channel.deliver('pusher:subscription_succeeded', {});
    channel.deliver('something_else', { job_search_id: 3 });

    expect(statuses).toHaveBeenCalledTimes(1);
    expect(statuses).toHaveBeenCalledWith({ job_search_id: 3, status: 'running', notes: null });
    expect(warn).toHaveBeenCalledTimes(1);
    stop();
    channel.deliver('job_search_status_updated', { job_search_id: 3, status: 'completed', notes: 'Done' });
    expect(statuses).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });

  it('disconnects pusher-js and ignores its later state changes', async () => {
    const pusher = await connectedPusher();
    act(() => useLive.getState().disconnect());
    expect(pusher.disconnected).toBe(true);
    expect(useLive.getState()).toMatchObject({ state: 'disconnected', userId: null });
    act(() => pusher.changeState('disconnected', 'connected'));
    expect(useLive.getState().state).toBe('disconnected');
  });

  it('does not connect when disconnected while the config was on its way', async () => {
    const connecting = useLive.getState().connect(7);
    useLive.getState().disconnect();
    await act(() => connecting);
    expect(FakePusher.instances).toHaveLength(0);
    expect(useLive.getState().state).toBe('disconnected');
  });

  it('connects once per user, and again for another user', async () => {
    const first = await connectedPusher(7);
    await act(() => useLive.getState().connect(7));
    expect(FakePusher.instances).toHaveLength(1);
    await act(() => useLive.getState().connect(8));
    expect(first.disconnected).toBe(true);
    expect(FakePusher.instances[1]!.channels.map((c) => c.name)).toEqual(['private-user-8']);
  });

  it('is unavailable, and says why, when the live config cannot be read', async () => {
    answers['/django/api/live/config/'] = { status: 500, body: { detail: 'A server error occurred.' } };
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    await act(() => useLive.getState().connect(7));
    expect(FakePusher.instances).toHaveLength(0);
    expect(useLive.getState().state).toBe('unavailable');
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });
});

describe('useLiveEvent', () => {
  it('calls the latest handler while mounted, and stops on unmount', async () => {
    const pusher = await connectedPusher();
    const channel = pusher.channels[0]!;
    const first = jest.fn();
    const second = jest.fn();
    const { rerender, unmount } = renderHook(({ handler }) => useLiveEvent('login_to_linkedin', handler), {
      initialProps: { handler: first },
    });
    channel.deliver('login_to_linkedin', { status: 'started', job_search_id: 1 });
    rerender({ handler: second });
    channel.deliver('login_to_linkedin', { status: 'verification_code', job_search_id: 1 });
    unmount();
    channel.deliver('login_to_linkedin', { status: 'failed', job_search_id: 1 });

    expect(first.mock.calls).toEqual([[{ status: 'started', job_search_id: 1 }]]);
    expect(second.mock.calls).toEqual([[{ status: 'verification_code', job_search_id: 1 }]]);
  });
});
