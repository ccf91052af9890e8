import fp from 'fastify-plugin';
import { createBot } from '@/bot/create-bot';
import { createInProcessQueue } from '@/bot/queue/in-process-queue';
import type { SearchQueue } from '@/bot/queue/search-queue';
import { createManualClock, systemClock, type ManualClock } from '@/bot/schedule/clock';
import { createInProcessScheduler } from '@/bot/schedule/in-process-scheduler';
import type { SearchScheduler } from '@/bot/schedule/search-scheduler';
import { runningSearches } from '@/db/repositories/job-search-runs';
import { scheduledStart } from '@/services/scheduled-start';

/** How often the in-process scheduler looks for scheduled starts that have come. */
const SCHEDULE_POLL_MS = 15_000;

declare module 'fastify' {
  interface FastifyInstance {
    /** Where POST /job-search/{id}/start/ puts a run. */
    searchQueue: SearchQueue;
    /** Where a search's schedule fires (product §4.12). */
    searchScheduler: SearchScheduler;
    /**
     * Test mode only (SCHEDULER_TEST_CLOCK=on, embedded): the clock the schedules read, and a check
     * of the starts that have come by it; absent otherwise.
     */
    schedulerTestClock?: { clock: ManualClock; check(): Promise<void> };
  }
}

/**
 * Without REDIS_URL the bot runs inside the API process (BOT_CONCURRENCY searches at a time) and
 * resumes, at start, every search a previous process left running; schedules fire here too. With
 * REDIS_URL the API only enqueues on BullMQ (runs, and schedules as job schedulers) and `server
 * worker` processes run the searches.
 */
export default fp(
  async function bot(app) {
    const { config } = app;
    if (config.redisUrl) {
      // BullMQ (~30 MB loaded) only where Redis is configured.
      const { createBullmqQueue } = await import('@/bot/queue/bullmq-queue');
      const { createBullmqScheduler } = await import('@/bot/schedule/bullmq-scheduler');
      const queue = createBullmqQueue(config.redisUrl, config.bot.queuePrefix);
      const scheduler = createBullmqScheduler(config.redisUrl, config.bot.queuePrefix);
      app.decorate('searchQueue', queue);
      app.decorate('searchScheduler', scheduler);
      app.addHook('onClose', () => Promise.all([queue.close(), scheduler.close()]).then(() => undefined));
      return;
    }
    const bot = createBot({
      db: app.db,
      secretBox: app.secretBox,
      live: app.live,
      mailer: app.mailer,
      publicUrl: () => app.config.publicUrl,
      log: app.log,
      bot: config.bot,
      dataDir: config.dataDir,
    });
    const queue = createInProcessQueue({ concurrency: config.bot.concurrency, handler: bot.handle, log: app.log });
    const testClock = config.bot.schedulerTestClock ? createManualClock(new Date()) : undefined;
    const clock = testClock ?? systemClock;
    const scheduler = createInProcessScheduler({
      db: app.db,
      clock,
      pollMs: SCHEDULE_POLL_MS,
      log: app.log,
      start: (searchId, now) =>
        scheduledStart(
          { db: app.db, live: app.live, searchQueue: queue, log: app.log, dailyApplyLimit: config.bot.dailyApplyLimit },
          searchId,
          now,
        ),
    });
    app.decorate('searchQueue', queue);
    app.decorate('searchScheduler', scheduler);
    if (testClock) app.decorate('schedulerTestClock', { clock: testClock, check: scheduler.check });
    app.addHook('onReady', async () => {
      for (const { id, run } of await runningSearches(app.db)) await queue.enqueue({ searchId: id, run });
    });
    app.addHook('onClose', async () => {
      await scheduler.close();
      // Closing the browser at the same time makes the aborted runs' pending calls fail at once.
      await Promise.all([queue.close(), bot.close()]);
    });
  },
  { name: 'bot', dependencies: ['mailer'] },
);
