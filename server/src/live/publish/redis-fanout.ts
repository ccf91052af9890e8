import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { connectPubSub } from '../../redis/pub-sub-connections';
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
 * so each socket gets a message exactly once.
 */
export async function connectRedisFanout(options: RedisFanoutOptions): Promise<RedisFanout> {
  const { publisher, subscriber, close } = await connectPubSub({ ...options, name: 'live' });
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
    close,
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
