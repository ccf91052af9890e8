/**
 * Frames and codes of Pusher protocol 7. Close codes 4000–4099 tell pusher-js not to reconnect,
 * 4100–4199 to back off, 4200–4299 to reconnect at once; a `pusher:error` frame alone changes no
 * client state.
 */
export const PROTOCOL_VERSION = 7;

export const CloseCode = {
  appNotFound: 4001,
  pathNotFound: 4005,
  unsupportedProtocol: 4007,
  /** Generic "reconnect now": used when this server shuts down or restarts. */
  reconnect: 4200,
  pongNotReceived: 4201,
} as const;

export const ErrorCode = {
  appNotFound: 4001,
  unauthorized: 4009,
  badMessage: 4200,
  clientEventRefused: 4301,
} as const;

/** Server frames carry `data` as a JSON string when the protocol says so (handshake, succeeded). */
export function frame(event: string, data?: unknown, channel?: string): string {
  const message: Record<string, unknown> = { event };
  if (channel !== undefined) message.channel = channel;
  if (data !== undefined) message.data = data;
  return JSON.stringify(message);
}

export const errorFrame = (code: number | null, message: string) => frame('pusher:error', { code, message });

export const subscriptionErrorFrame = (channel: string, type: string, error: string, status: number) =>
  frame('pusher:subscription_error', { type, error, status }, channel);
