import Pusher from 'pusher';
import type { Config } from '@/config';
import type { LiveTransport } from './live-message';

type HostedSettings = NonNullable<Config['pusher']>;

/**
 * The SDK's options for hosted Pusher or any compatible server. Without PUSHER_HOST it is
 * Pusher's own cluster over TLS; with a host, TLS unless a port other than 443 is given (a
 * self-hosted server such as soketi or another instance of ours, on plain http).
 */
export function pusherOptions(settings: HostedSettings): Pusher.Options {
  const useTLS = settings.host === undefined || settings.port === undefined || settings.port === 443;
  return {
    appId: settings.appId,
    key: settings.key,
    secret: settings.secret,
    cluster: settings.cluster,
    ...(settings.host !== undefined && { host: settings.host }),
    ...(settings.port !== undefined && { port: String(settings.port) }),
    useTLS,
  };
}

/** Publishes through the official `pusher` SDK: the operator chose a hosted server by config. */
export function createHostedTransport(settings: HostedSettings): LiveTransport {
  const pusher = new Pusher({ ...pusherOptions(settings), timeout: 10_000 });
  return {
    async send(message) {
      // A string is sent as is, so the subscriber receives exactly our JSON.
      await pusher.trigger(
        message.channel,
        message.event,
        message.data,
        message.except ? { socket_id: message.except } : undefined,
      );
    },
  };
}
