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
  /** Reads the live config, connects pusher-js and subscribes to `private-user-{id}`. */
  connect(userId: number): Promise<void>;
  disconnect(): void;
}

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

export const useLive = create<LiveStore>()((set, get) => ({
  state: 'initialized',
  userId: null,

  async connect(userId) {
    if (client && get().userId === userId) return;
    get().disconnect();
    const current = ++generation;
    set({ userId, state: 'connecting' });
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
      set({ state: 'unavailable' });
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
      if (client === pusher) set({ state });
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

  disconnect() {
    generation += 1;
    const pusher = client;
    client = null;
    pusher?.disconnect();
    set({ state: 'disconnected', userId: null });
  },
}));
