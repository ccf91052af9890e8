import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { connectPubSub } from '../redis/pub-sub-connections';
import type { SessionChange, SessionState } from './session-state';

const changeSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('version'), userId: z.number().int().positive(), sessionVersion: z.number().int() }),
  z.object({ kind: z.literal('gone'), userId: z.number().int().positive() }),
  z.object({
    kind: z.literal('ended'),
    userId: z.number().int().positive(),
    sid: z.string().min(1).max(64),
    expiresAt: z.number(),
  }),
]);

export interface SessionChangeFanout {
  send(change: SessionChange): Promise<void>;
  close(): Promise<void>;
}

/**
 * Session changes between the API processes of one deployment, on a Redis pub/sub channel of its
 * own beside the live events' fan-out. Whenever the subscriber is disconnected a change may be
 * missed, so the state is suspended (checks read the database) from the moment the connection
 * drops until it is subscribed again and the state reloaded from the database; `onReloaded` then
 * lets the socket server re-check the sockets it holds.
 */
export async function connectSessionChanges(options: {
  url: string;
  channel: string;
  state: SessionState;
  log: FastifyBaseLogger;
  onReloaded(): void;
}): Promise<SessionChangeFanout> {
  const { publisher, subscriber, close } = await connectPubSub({ ...options, name: 'session' });
  subscriber.on('message', (channel: string, text: string) => {
    if (channel !== options.channel) return;
    const change = parseChange(text);
    if (change) options.state.apply(change);
    else options.log.warn({ channel }, 'ignored a malformed session change from redis');
  });
  let closing = false;
  subscriber.on('close', () => {
    if (!closing) options.state.suspend();
  });
  subscriber.on('ready', () => {
    if (closing || options.state.isCurrent) return;
    void (async () => {
      try {
        await subscriber.subscribe(options.channel);
        await options.state.load();
        options.log.info('session changes: reconnected to redis and reloaded the session state');
        options.onReloaded();
      } catch (error) {
        options.log.warn({ err: (error as Error).message }, 'session changes: reload after reconnecting failed');
      }
    })();
  });

  return {
    async send(change) {
      await publisher.publish(options.channel, JSON.stringify(change));
    },
    async close() {
      closing = true;
      await close();
    },
  };
}

function parseChange(text: string): SessionChange | undefined {
  try {
    const parsed = changeSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
