import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The HMAC-SHA256 signatures of the Pusher protocol: channel authorization (`<key>:<hex>`
 * over `<socket_id>:<channel>`) and the HTTP trigger API's request signing share this one
 * primitive.
 */
export function hmacSha256Hex(secret: string, text: string): string {
  return createHmac('sha256', secret).update(text, 'utf8').digest('hex');
}

/** The hex signature a private channel's `auth` carries after `<key>:`. */
export function channelAuthSignature(secret: string, socketId: string, channel: string): string {
  return hmacSha256Hex(secret, `${socketId}:${channel}`);
}

/**
 * The signature of a subscription bound to `channelData` (Pusher's presence-channel form): the
 * data cannot be changed without the secret.
 */
export function boundChannelAuthSignature(
  secret: string,
  socketId: string,
  channel: string,
  channelData: string,
): string {
  return hmacSha256Hex(secret, `${socketId}:${channel}:${channelData}`);
}

/** Compares two strings without leaking where they differ through timing. */
export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a, 'utf8');
  const right = Buffer.from(b, 'utf8');
  return left.length === right.length && timingSafeEqual(left, right);
}
