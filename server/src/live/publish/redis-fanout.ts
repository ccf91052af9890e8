import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { z } from 'zod';
import type { Fanout } from './fanout';
import type { LiveMessage } from './live-message';

export const DEFAULT_REDIS_CHANNEL = 'jobpilot:live';

export interface RedisFanoutOptions {
  url: string;
  /** The pub/sub channel every instance of one deployment shares. */
  channel: string;
  /** Messages of other apps (another deployment on the same Redis) are ignored. */
  appId: string;
  /** Called once per message on this instance, the sender's own messages included. */
  deliver(message: LiveMessage): void;
  log: FastifyBaseLogger;
}

export interface RedisFanout extends Fanout {
  close(): Promise<void>;
}

// soketi's and Reverb's shape: {app, channel, event, data, except}.
const wireSchema = z.object({
  app: z.string(),
  channel: z.string(),
  event: z.string(),
  data: z.string(),
  except: z.string().optional(),
});

/**
 * Several instances: a message is published on one Redis channel and every instance, the
 * sender included, delivers it to its own sockets. The sender does not also deliver locally,
 * so each socket gets a message exactly once. Publishing needs its own connection because a
 * subscribed connection can do nothing else. Fails with one clear line when Redis cannot be
 * reached at start (as the throttle does in app.ts).
 */
export async function connectRedisFanout(options: RedisFanoutOptions): Promise<RedisFanout> {
  const { Redis } = await import('ioredis');
  // Fail a publish fast while Redis is away rather than queueing it until the caller times out.
  const publisher = new Redis(options.url, { maxRetriesPerRequest: 1, enableOfflineQueue: false, lazyConnect: true });
  // The subscriber reconnects and resubscribes by itself (ioredis' default) after an outage.
  const subscriber = new Redis(options.url, { lazyConnect: true });
  let lastError: Error | undefined;
  for (const [role, connection] of [
    ['publisher', publisher],
    ['subscriber', subscriber],
  ] as const) {
    connection.on('error', (error: Error) => {
      lastError = error;
      options.log.warn({ err: error.message }, `redis (live ${role}) connection error`);
    });
  }

  try {
    await Promise.all([publisher.connect(), subscriber.connect()]);
    await subscriber.subscribe(options.channel);
  } catch (error) {
    publisher.disconnect(); // stop reconnecting, so a failed start can exit
    subscriber.disconnect();
    // connect() only says "Connection is closed."; the error event said why.
    const reason = (lastError ?? (error as Error)).message;
    throw new Error(`Could not connect to REDIS_URL: ${reason}`, { cause: error });
  }

  subscriber.on('message', (channel: string, text: string) => {
    if (channel !== options.channel) return;
    const message = parseWireMessage(text);
    if (!message) {
      options.log.warn({ channel }, 'ignored a malformed live message from redis');
      return;
    }
    if (message.app !== options.appId) return;
    options.deliver({ channel: message.channel, event: message.event, data: message.data, except: message.except });
  });

  return {
    kind: 'redis',
    async send(message) {
      const wire: z.infer<typeof wireSchema> = { app: options.appId, ...message };
      await publisher.publish(options.channel, JSON.stringify(wire));
    },
    async close() {
      await Promise.all([quit(subscriber), quit(publisher)]);
    },
  };
}

function parseWireMessage(text: string): z.infer<typeof wireSchema> | undefined {
  try {
    const parsed = wireSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

async function quit(connection: Redis): Promise<void> {
  await connection.quit().catch(() => connection.disconnect());
}
