import 'dotenv/config';
import pino from 'pino';
import { removeOrphanedResumeCopies } from './bot/resume-copies';
import { ConfigError, loadConfig } from './config';
import { OWNER_ONLY_UMASK } from './config/owner-only-data-dir';
import { openDatabase } from './db/client';
import { createBot } from './bot/create-bot';
import { createBullmqQueue, startBullmqWorker } from './bot/queue/bullmq-queue';
import { scheduledStart } from './services/scheduled-start';
import { createHostedTransport } from './live/publish/hosted-transport';
import { createPublishService } from './live/publish/publish-service';
import { connectRedisFanout, DEFAULT_REDIS_CHANNEL } from './live/publish/redis-fanout';
import { createMailer } from './services/mail/mailer';
import { createSecretBox } from './services/secret-box';

/**
 * `server worker` (`pnpm --filter server worker`): runs started searches from the BullMQ queue,
 * BOT_CONCURRENCY at a time, with one Chromium. Run as many as needed on any machines sharing
 * DATABASE_URL and REDIS_URL; a killed worker's search is taken over by another.
 */
async function main() {
  // Page snapshots under DATA_DIR hold what the bot saw of a user's applications.
  process.umask(OWNER_ONLY_UMASK);
  const config = loadConfig();
  if (!config.redisUrl) throw new Error('server worker needs REDIS_URL (without it the API runs the bot itself).');
  if (!config.databaseUrl) {
    throw new Error('server worker needs DATABASE_URL: the embedded database can only be opened by the API process.');
  }
  const log = pino({ level: config.logLevel, base: { role: 'worker', pid: process.pid } });
  const database = await openDatabase(config);
  removeOrphanedResumeCopies(config.dataDir); // left in DATA_DIR by a crashed process
  // Live events reach the browsers through the API instances' Redis fan-out (or hosted Pusher).
  const fanout = await connectRedisFanout({
    url: config.redisUrl,
    channel: config.liveRedisChannel ?? DEFAULT_REDIS_CHANNEL,
    appId: config.live.appId,
    deliver: () => undefined, // a worker has no sockets of its own
    log,
  });
  const transport = config.pusher ? createHostedTransport(config.pusher) : fanout;
  const live = createPublishService({ db: database.db, transport, log });
  const mailer = createMailer({ mail: config.mail, log });
  const bot = createBot({
    db: database.db,
    mailer,
    publicUrl: () => config.publicUrl,
    secretBox: createSecretBox(config.encryptionKey),
    live,
    log,
    bot: config.bot,
    dataDir: config.dataDir,
  });
  // A scheduled start (product §4.12) queues its run as POST start/ does.
  const runs = createBullmqQueue(config.redisUrl, config.bot.queuePrefix);
  const startDeps = { db: database.db, live, searchQueue: runs, log, dailyApplyLimit: config.bot.dailyApplyLimit };
  const worker = startBullmqWorker({
    redisUrl: config.redisUrl,
    prefix: config.bot.queuePrefix,
    concurrency: config.bot.concurrency,
    handler: bot.handle,
    scheduledStart: (searchId, now) => scheduledStart(startDeps, searchId, now),
    log,
  });
  log.info(
    {
      concurrency: config.bot.concurrency,
      linkedin: config.bot.linkedinBaseUrl,
      mail: mailer.via,
      to: mailer.destination,
    },
    'worker ready',
  );

  const shutdown = async (signal: string) => {
    log.info({ signal }, 'worker shutting down; running searches go back to the queue');
    await worker.close();
    await runs.close();
    await bot.close();
    mailer.close();
    await fanout.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
}

void main().catch((error) => {
  console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
  process.exit(1);
});
