import pino from 'pino';
import type { LiveEventName, LiveEventPayload } from '@app/shared/contract';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { createHostedTransport } from '../live/publish/hosted-transport';
import type { LiveTransport } from '../live/publish/live-message';
import { createPublishService } from '../live/publish/publish-service';

type LiveSettings = Pick<Config, 'databaseUrl' | 'redisUrl' | 'liveRedisChannel' | 'pusher' | 'live' | 'publicUrl'>;

/**
 * Tells the user's open tabs about a change the CLI made, through what the servers use: hosted
 * Pusher, the Redis fan-out, or else the built-in server's trigger API at PUBLIC_URL. With the
 * embedded database there is no server to tell (it cannot run while the CLI holds the database);
 * the page reloads what it shows when the user comes back to it. A failure is answered (why), not
 * thrown: the change itself is committed.
 */
export async function publishFromCli<E extends LiveEventName>(
  config: LiveSettings,
  db: Db,
  userId: number,
  event: E,
  payload: LiveEventPayload<E>,
): Promise<{ told: boolean; problem?: string }> {
  if (!config.databaseUrl) return { told: false };
  const log = pino({ level: 'silent' });
  let transport: LiveTransport;
  let close = async () => undefined as void;
  let problem: string | undefined;
  try {
    if (config.pusher) {
      transport = createHostedTransport(config.pusher);
    } else if (config.redisUrl) {
      const { connectRedisFanout, DEFAULT_REDIS_CHANNEL } = await import('../live/publish/redis-fanout');
      const fanout = await connectRedisFanout({
        url: config.redisUrl,
        channel: config.liveRedisChannel ?? DEFAULT_REDIS_CHANNEL,
        appId: config.live.appId,
        deliver: () => undefined, // the CLI has no sockets of its own
        log,
      });
      transport = fanout;
      close = () => fanout.close();
    } else {
      const server = new URL(config.publicUrl);
      const port = Number(server.port || (server.protocol === 'https:' ? 443 : 80));
      transport = createHostedTransport({ ...config.live, cluster: 'local', host: server.hostname, port });
    }
    // The publish service logs a failed send and goes on; the CLI says it in a line instead.
    const reporting: LiveTransport = {
      async send(message) {
        try {
          await transport.send(message);
        } catch (error) {
          problem = (error as Error).message;
          throw error;
        }
      },
    };
    await createPublishService({ db, transport: reporting, log }).publish(userId, event, payload);
  } catch (error) {
    problem = (error as Error).message;
  } finally {
    await close();
  }
  return problem === undefined ? { told: true } : { told: false, problem };
}
