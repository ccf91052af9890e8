import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

export interface PubSubConnections {
  /** Publishes; fails fast while Redis is away rather than queueing until the caller times out. */
  publisher: Redis;
  /** Subscribed to the channel; reconnects and resubscribes by itself (ioredis' default) after an outage. */
  subscriber: Redis;
  /** Quits both (or drops them when quitting fails). */
  close(): Promise<void>;
}

/**
 * A publisher and a subscriber on one channel: a subscribed connection can do nothing else, so
 * publishing needs its own. Fails with one clear line when Redis cannot be reached at start (as
 * the throttle does in app.ts); `name` says which fan-out a connection error in the log is about.
 */
export async function connectPubSub(options: {
  url: string;
  channel: string;
  name: string;
  log: FastifyBaseLogger;
}): Promise<PubSubConnections> {
  const { Redis } = await import('ioredis');
  const publisher = new Redis(options.url, { maxRetriesPerRequest: 1, enableOfflineQueue: false, lazyConnect: true });
  const subscriber = new Redis(options.url, { lazyConnect: true });
  let lastError: Error | undefined;
  for (const [role, connection] of [
    ['publisher', publisher],
    ['subscriber', subscriber],
  ] as const) {
    connection.on('error', (error: Error) => {
      lastError = error;
      options.log.warn({ err: error.message }, `redis (${options.name} ${role}) connection error`);
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
  return {
    publisher,
    subscriber,
    async close() {
      await Promise.all([quit(subscriber), quit(publisher)]);
    },
  };
}

async function quit(connection: Redis): Promise<void> {
  await connection.quit().catch(() => connection.disconnect());
}
