import fp from 'fastify-plugin';
import { createBot } from '@/bot/create-bot';
import { createInProcessQueue } from '@/bot/queue/in-process-queue';
import type { SearchQueue } from '@/bot/queue/search-queue';
import { runningSearches } from '@/db/repositories/job-search-runs';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where POST /job-search/{id}/start/ puts a run. */
    searchQueue: SearchQueue;
  }
}

/**
 * Without REDIS_URL the bot runs inside the API process (BOT_CONCURRENCY searches at a time) and
 * resumes, at start, every search a previous process left running. With REDIS_URL the API only
 * enqueues on BullMQ and `server worker` processes run the searches.
 */
export default fp(
  async function bot(app) {
    const { config } = app;
    if (config.redisUrl) {
      // BullMQ (~30 MB loaded) only where Redis is configured.
      const { createBullmqQueue } = await import('@/bot/queue/bullmq-queue');
      const queue = createBullmqQueue(config.redisUrl, config.bot.queuePrefix);
      app.decorate('searchQueue', queue);
      app.addHook('onClose', () => queue.close());
      return;
    }
    const bot = createBot({
      db: app.db,
      secretBox: app.secretBox,
      live: app.live,
      mailer: app.mailer,
      log: app.log,
      bot: config.bot,
      dataDir: config.dataDir,
    });
    const queue = createInProcessQueue({ concurrency: config.bot.concurrency, handler: bot.handle, log: app.log });
    app.decorate('searchQueue', queue);
    app.addHook('onReady', async () => {
      for (const { id, run } of await runningSearches(app.db)) await queue.enqueue({ searchId: id, run });
    });
    app.addHook('onClose', async () => {
      // Closing the browser at the same time makes the aborted runs' pending calls fail at once.
      await Promise.all([queue.close(), bot.close()]);
    });
  },
  { name: 'bot', dependencies: ['mailer'] },
);
