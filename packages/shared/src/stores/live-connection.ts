import type Pusher from 'pusher-js';
import type { Options } from 'pusher-js';
import { create } from 'zustand';
import type { LiveConfig } from '../contract';
import { userChannelName } from '../contract/live-channel';
import { getApiClient } from '../api/client';
import { getLiveConfig } from '../api/live';
import { emitLiveEvent } from './live-bus';

/** pusher-js's connection states (product §4), plus where we are before pusher-js exists. */
export type LiveState = 'initialized' | 'connecting' | 'connected' | 'unavailable' | 'failed' | 'disconnected';

export interface LiveStore {
  state: LiveState;
  /** Whose channel is (being) subscribed; null when disconnected. */
  userId: number | null;
  /** Whether this connection was up once: a later drop is a lost connection, not a first connect. */
  wasConnected: boolean;
  /** Since when (ms) the page has had no live connection it should have; null while connected. */
  downSince: number | null;
  /** Reads the live config, connects pusher-js and subscribes to `private-user-{id}`. */
  connect(userId: number): Promise<void>;
  /** Tries to connect again now (the "Retry now" button, the browser coming back online). */
  retry(): void;
  disconnect(): void;
}

/** While not connected, how often pusher-js is made to try again from the start. */
const RETRY_EVERY_MS = 3000;

/**
 * pusher-js options from `GET /live/config/`. The channel authorization goes through the app's
 * API client (customHandler) rather than pusher-js's own request, so it carries the bearer
 * token and an expired token is refreshed exactly like any other call.
 */
export function pusherOptions(config: LiveConfig): Options {
  return {
    cluster: config.cluster,
    wsHost: config.host,
    wsPort: config.port,
    wssPort: config.port,
    forceTLS: config.forceTLS,
    enabledTransports: config.enabledTransports,
    disableStats: true,
    // A connection that went silent is noticed in about 25 s (pusher-js waits 2 min by default).
    activityTimeout: 20_000,
    pongTimeout: 5_000,
    channelAuthorization: {
      customHandler: ({ socketId, channelName }, callback) => {
        const form = new URLSearchParams({ socket_id: socketId, channel_name: channelName });
        getApiClient()
          .post<{ auth: string }>(config.authEndpoint, form)
          .then(({ data }) => callback(null, data))
          .catch((error: Error) => callback(error, null));
      },
    },
  };
}

let client: Pusher | null = null;
// Bumped by every connect and disconnect, so a connect overtaken while it read the config gives up.
let generation = 0;
let retryTimer: ReturnType<typeof setInterval> | null = null;
/** A restart of pusher-js by retry(): its own "disconnected" on the way is not shown. */
let restarting = false;

/**
 * pusher-js, once a server is gone, waits 15, 30, then 60 s between tries of one transport, so a
 * restarted server is found up to a minute late. While not connected it is restarted every few
 * seconds instead: a restarted server is live again within seconds.
 */
function keepRetrying(): void {
  if (retryTimer) return;
  retryTimer = setInterval(() => {
    const { state, userId, retry } = useLive.getState();
    if (state === 'connected' || userId === null) stopRetrying();
    else retry();
  }, RETRY_EVERY_MS);
}

function stopRetrying(): void {
  if (retryTimer) clearInterval(retryTimer);
  retryTimer = null;
}

export const useLive = create<LiveStore>()((set, get) => ({
  state: 'initialized',
  userId: null,
  wasConnected: false,
  downSince: null,

  async connect(userId) {
    if (client && get().userId === userId) return;
    // A connect again after the config could not be read goes on counting the same gap.
    const { downSince } = get();
    get().disconnect();
    const current = ++generation;
    set({ userId, state: 'connecting', wasConnected: false, downSince });
    // pusher-js is needed only once signed in: loading it here keeps it off the login page. It is
    // still the one shared singleton (a lazily loaded shared module). Fetched while the config is read.
    const pusherModule = import('pusher-js');
    void pusherModule.catch(() => undefined); // handled below; not an unhandled rejection if the config fails first
    let config: LiveConfig;
    try {
      config = await getLiveConfig();
    } catch (error) {
      if (current !== generation) return; // disconnected meanwhile (signed out): nothing is unavailable
      // product §4: live errors are only logged; the page works without live updates.
      console.error('Live updates are unavailable: could not read the live config', error);
      set({ state: 'unavailable', downSince: get().downSince ?? Date.now() });
      keepRetrying();
      return;
    }
    let PusherClient: typeof Pusher;
    try {
      ({ default: PusherClient } = await pusherModule);
    } catch (error) {
      if (current !== generation) return;
      console.error('Live updates are unavailable: could not load pusher-js', error);
      set({ state: 'unavailable' });
      return;
    }
    if (current !== generation) return;

    const pusher = new PusherClient(config.key, pusherOptions(config));
    client = pusher;
    pusher.connection.bind('state_change', ({ current: state }: { current: LiveState }) => {
      if (client !== pusher || (restarting && state === 'disconnected')) return;
      if (state === 'connected') set({ state, wasConnected: true, downSince: null });
      else if (get().wasConnected || state === 'unavailable') set({ state, downSince: get().downSince ?? Date.now() });
      else set({ state });
      if (state === 'connected') stopRetrying();
      else if (state === 'connecting' || state === 'unavailable') keepRetrying();
    });
    pusher.connection.bind('error', (error: unknown) => console.warn('Live connection error', error));
    const channel = pusher.subscribe(userChannelName(userId));
    channel.bind('pusher:subscription_error', (error: unknown) =>
      console.error(`Could not subscribe to ${channel.name}`, error),
    );
    channel.bind_global((event: string, data: unknown) => {
      if (!event.startsWith('pusher:') && !event.startsWith('pusher_internal:')) emitLiveEvent(event, data);
    });
  },

  retry() {
    const { userId, state } = get();
    if (state === 'connected') return;
    if (!client) {
      // The config could not be read: read it again.
      if (userId !== null) void get().connect(userId);
      return;
    }
    restarting = true;
    client.disconnect();
    restarting = false;
    client.connect();
  },

  disconnect() {
    stopRetrying();
    generation += 1;
    const pusher = client;
    client = null;
    pusher?.disconnect();
    set({ state: 'disconnected', userId: null, downSince: null });
  },
}));
