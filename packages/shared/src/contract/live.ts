import { z } from 'zod';

/** What Pusher writes as a socket id; the channel signature covers it. */
export const SOCKET_ID_PATTERN = /^\d+\.\d+$/;

/** What pusher-js posts (form-encoded) to authorize a private channel subscription. */
export const channelAuthRequestSchema = z.object({
  socket_id: z.string().regex(SOCKET_ID_PATTERN, { message: 'Enter a valid socket id.' }),
  channel_name: z.string().min(1).max(164),
});
export type ChannelAuthRequest = z.infer<typeof channelAuthRequestSchema>;

/**
 * `<key>:<hex HMAC-SHA256(secret, "<socket_id>:<channel_name>")>`, as pusher-js expects. The
 * built-in server also binds the subscription to the caller's session: `channel_data` names it
 * (pusher-js sends it back with the subscription) and the signature covers
 * `"<socket_id>:<channel_name>:<channel_data>"`, so the socket is closed when that session ends.
 */
export const channelAuthResponseSchema = z.object({
  auth: z.string(),
  channel_data: z.string().optional().describe('The session the subscription is bound to (built-in server only).'),
});
export type ChannelAuthResponse = z.infer<typeof channelAuthResponseSchema>;

/** pusher-js options for this deployment, so the browser bundle needs no per-environment build. */
export const liveConfigSchema = z.object({
  key: z.string(),
  /** The websocket host (wsHost), and its port for both wsPort and wssPort. */
  host: z.string(),
  port: z.number().int().min(1).max(65535),
  forceTLS: z.boolean(),
  /** pusher-js 8 refuses to start without one; "local" for the built-in server. */
  cluster: z.string(),
  /** Absolute URL of POST /django/api/live/auth/ (channelAuthorization.endpoint). */
  authEndpoint: z.string(),
  enabledTransports: z.array(z.enum(['ws', 'wss'])),
});
export type LiveConfig = z.infer<typeof liveConfigSchema>;
