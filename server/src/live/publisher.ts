import fp from 'fastify-plugin';
import { createLocalFanout } from './publish/local-fanout';
import { createPublishService } from './publish/publish-service';
import { deliverHere } from './publish/deliver-here';
import type { Fanout } from './publish/fanout';

/**
 * Decorates `app.liveFanout` (how messages reach the built-in server's sockets: this process, or
 * every instance through Redis when REDIS_URL is set) and `app.live.publish`, which sends through
 * hosted Pusher when PUSHER_* is set and through the fan-out otherwise.
 */
export default fp(async function publisher(app) {
  const { config } = app;
  let fanout: Fanout;
  if (config.redisUrl) {
    // Redis and the pusher SDK are loaded only by deployments that configure them (memory).
    const { connectRedisFanout, DEFAULT_REDIS_CHANNEL } = await import('./publish/redis-fanout');
    const redis = await connectRedisFanout({
      url: config.redisUrl,
      channel: config.liveRedisChannel ?? DEFAULT_REDIS_CHANNEL,
      appId: config.live.appId,
      deliver: (message) => deliverHere(app, message),
      log: app.log,
    });
    app.addHook('onClose', () => redis.close());
    fanout = redis;
  } else {
    fanout = createLocalFanout(app);
  }
  app.decorate('liveFanout', fanout);

  const transport = config.pusher
    ? (await import('./publish/hosted-transport')).createHostedTransport(config.pusher)
    : fanout;
  app.decorate('live', createPublishService({ db: app.db, transport, log: app.log }));
});
