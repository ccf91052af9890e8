import { createHash } from 'node:crypto';
import { hmacSha256Hex, safeEqual } from '../signature';

/** Pusher accepts a request signed this many seconds before or after its own clock. */
const MAX_CLOCK_SKEW_SECONDS = 600;

export interface AppCredentials {
  key: string;
  secret: string;
}

export interface SignedRequest {
  method: string;
  /** The path as sent, without the query: `/apps/{app_id}/events`. */
  path: string;
  /** The decoded query; a repeated parameter is an array. */
  query: Record<string, string | string[] | undefined>;
  /** The raw body bytes (body_md5 is over exactly these). */
  body: Buffer;
}

const md5Hex = (body: Buffer | string) => createHash('md5').update(body).digest('hex');

/**
 * What the `pusher` SDK signs: "METHOD\nPATH\n" and every query parameter but auth_signature,
 * sorted by name, as k=v joined by & (not URL-encoded).
 */
export function stringToSign(method: string, path: string, params: Record<string, string>): string {
  const query = Object.keys(params)
    .filter((name) => name !== 'auth_signature')
    .sort()
    .map((name) => `${name}=${params[name]}`)
    .join('&');
  return `${method.toUpperCase()}\n${path}\n${query}`;
}

/** Signs a request exactly as the `pusher` SDK does; answers the query string (for tests and tools). */
export function signQuery(
  credentials: AppCredentials,
  request: { method: string; path: string; body?: string | Buffer; params?: Record<string, string> },
  nowMs = Date.now(),
): string {
  const params: Record<string, string> = {
    auth_key: credentials.key,
    auth_timestamp: String(Math.floor(nowMs / 1000)),
    auth_version: '1.0',
    ...(request.body !== undefined && { body_md5: md5Hex(request.body) }),
    ...request.params,
  };
  const signature = hmacSha256Hex(credentials.secret, stringToSign(request.method, request.path, params));
  const query = Object.keys(params)
    .sort()
    .map((name) => `${name}=${params[name]}`)
    .join('&');
  return `${query}&auth_signature=${signature}`;
}

/**
 * Checks Pusher's signed query on an HTTP API request: the key, a fresh timestamp, version 1.0,
 * the body's MD5 and the HMAC over all of it. Answers why it is refused, or undefined when valid.
 * The messages name what was wrong, never the expected values.
 */
export function verifySignedQuery(
  credentials: AppCredentials,
  request: SignedRequest,
  nowMs = Date.now(),
): string | undefined {
  const params: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.query)) {
    if (value === undefined) continue;
    if (typeof value !== 'string') return `Query parameter ${name} is given more than once`;
    params[name] = value;
  }
  const { auth_key: key, auth_timestamp: timestamp, auth_version: version, auth_signature: signature } = params;
  if (key === undefined || timestamp === undefined || version === undefined || signature === undefined) {
    return 'Missing auth_key, auth_timestamp, auth_version or auth_signature';
  }
  if (key !== credentials.key) return 'Unknown auth_key';
  if (version !== '1.0') return 'Unsupported auth_version (expected 1.0)';
  if (!/^\d{1,12}$/.test(timestamp)) return 'auth_timestamp must be whole seconds since the epoch';
  const skew = Math.abs(nowMs / 1000 - Number(timestamp));
  if (skew > MAX_CLOCK_SKEW_SECONDS) {
    return `Timestamp expired: auth_timestamp ${timestamp} is not within ${MAX_CLOCK_SKEW_SECONDS} s of the server time ${Math.floor(nowMs / 1000)}`;
  }
  // A body must be covered by the signature; an empty one may go without body_md5.
  if (request.body.length > 0 || params.body_md5 !== undefined) {
    if (params.body_md5 === undefined) return 'Missing body_md5';
    if (!safeEqual(params.body_md5, md5Hex(request.body))) return 'body_md5 does not match the body';
  }
  const expected = hmacSha256Hex(credentials.secret, stringToSign(request.method, request.path, params));
  if (!safeEqual(signature, expected)) return 'Invalid auth_signature';
  return undefined;
}
