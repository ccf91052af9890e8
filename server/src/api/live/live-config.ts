import type { IncomingHttpHeaders } from 'node:http';
import type { LiveConfig } from '@app/shared/contract';
import type { Config } from '../../config';

const AUTH_PATH = '/django/api/live/auth/';

/**
 * Where the browser's pusher-js should connect. The built-in server shares the API's host and
 * port, so they are read from the request the browser made (Host, X-Forwarded-Proto from a TLS
 * proxy); hosted Pusher is reached through its cluster, or PUSHER_HOST/PUSHER_PORT.
 */
export function liveConfigFor(config: Config, headers: IncomingHttpHeaders): LiveConfig {
  const forwardedProto = firstValue(headers['x-forwarded-proto'])?.split(',')[0]?.trim().toLowerCase();
  const tls = forwardedProto === 'https' || forwardedProto === 'wss';
  const origin = parseHost(firstValue(headers.host), tls) ?? { host: config.host, port: config.port };
  const authEndpoint = `${tls ? 'https' : 'http'}://${formatHost(origin.host, origin.port, tls)}${AUTH_PATH}`;

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

function firstValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** "example.com", "example.com:8443", "[::1]:8000" → host and port (the scheme's default if none). */
function parseHost(value: string | undefined, tls: boolean): { host: string; port: number } | undefined {
  if (!value) return undefined;
  const match = /^(\[[0-9A-Fa-f:.]+\]|[^:[\]]+)(?::(\d{1,5}))?$/.exec(value.trim());
  if (!match) return undefined;
  const port = match[2] ? Number(match[2]) : tls ? 443 : 80;
  if (port < 1 || port > 65535) return undefined;
  return { host: match[1]!.replace(/^\[|\]$/g, ''), port };
}

function formatHost(host: string, port: number, tls: boolean): string {
  const name = host.includes(':') ? `[${host}]` : host;
  return port === (tls ? 443 : 80) ? name : `${name}:${port}`;
}
