import { RawClient, wsUrl } from '@/live/__tests__/raw-client';
import { channelAuthSignature } from '@/live/signature';

/**
 * A real protocol client connected to a server's websocket and subscribed (with a valid
 * authorization, as the auth endpoint would sign it) to `channel`.
 */
export async function subscribedClient(
  baseUrl: string,
  live: { key: string; secret: string },
  channel: string,
): Promise<{ client: RawClient; socketId: string }> {
  const { client, socketId } = await RawClient.connect(wsUrl(baseUrl, live.key));
  const auth = `${live.key}:${channelAuthSignature(live.secret, socketId, channel)}`;
  client.send({ event: 'pusher:subscribe', data: { channel, auth } });
  const succeeded = await client.next('pusher_internal:subscription_succeeded');
  if (succeeded.channel !== channel) throw new Error(`subscribed to ${succeeded.channel}, not ${channel}`);
  return { client, socketId };
}

/** Waits a little, then answers the frames of `event` that arrived (for "nothing more came"). */
export async function framesAfterAWhile(client: RawClient, event: string, waitMs = 200) {
  await new Promise((resolve) => setTimeout(resolve, waitMs));
  return client.frames.filter((frame) => frame.event === event);
}
