import type { LiveConfig } from '@app/shared/contract';
import type { Config } from '@/config';

const AUTH_PATH = '/django/api/live/auth/';

/**
 * Where the browser's pusher-js should connect. The built-in server shares the API's origin,
 * PUBLIC_URL (never the request's Host header, which any client may set); hosted Pusher is
 * reached through its cluster, or PUSHER_HOST/PUSHER_PORT.
 */
export function liveConfigFor(config: Config): LiveConfig {
  const publicUrl = new URL(config.publicUrl);
  const tls = publicUrl.protocol === 'https:';
  const origin = {
    host: publicUrl.hostname.replace(/^\[|\]$/g, ''),
    port: publicUrl.port ? Number(publicUrl.port) : tls ? 443 : 80,
  };
  const authEndpoint = `${publicUrl.origin}${AUTH_PATH}`;

  if (config.pusher) {
    const { key, cluster, host, port } = config.pusher;
    const wsPort = port ?? 443;
    return {
      key,
      host: host ?? `ws-${cluster}.pusher.com`,
      port: wsPort,
      // A custom host on a port other than 443 is taken as plain ws (a local soketi, say).
      forceTLS: wsPort === 443,
      cluster,
      authEndpoint,
      enabledTransports: ['ws', 'wss'],
    };
  }
  return {
    key: config.live.key,
    host: origin.host,
    port: origin.port,
    forceTLS: tls,
    cluster: 'local',
    authEndpoint,
    // pusher-js's "ws" transport follows forceTLS (ws:// or wss://) on this one host and port.
    enabledTransports: ['ws'],
  };
}
