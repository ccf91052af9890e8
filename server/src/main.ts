import 'dotenv/config';
import { buildApp } from './app';
import type { Config } from './config';
import { runEntryPoint } from './entry-point';
import { removeOrphanedResumeCopies } from './bot/resume-copies';
import { makeOwnerOnly } from './config/owner-only-data-dir';
import { openDatabase } from './db/client';

/** `pnpm start`: validate the configuration, open and migrate the database, serve. */
async function main(config: Config) {
  const madeOwnerOnly = makeOwnerOnly(config.dataDir);
  const database = await openDatabase(config);
  // Resume copies a crashed run of the bot left in DATA_DIR.
  const orphanedCopies = removeOrphanedResumeCopies(config.dataDir);
  const app = await buildApp({ config, database });
  for (const notice of config.notices ?? []) app.log.warn(notice);
  if (madeOwnerOnly > 0) {
    app.log.warn(
      { dataDir: config.dataDir, files: madeOwnerOnly },
      `made ${madeOwnerOnly} files and folders under DATA_DIR readable by their owner only (they were open to other users)`,
    );
  }
  if (orphanedCopies > 0) app.log.info({ folders: orphanedCopies }, 'removed resume copies left by stopped processes');
  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  await app.listen({ port: config.port, host: config.host });
  // PORT=0 takes a free port: the default PUBLIC_URL can name it only now (CSP and live config
  // read config.publicUrl per request).
  const publicUrl = new URL(config.publicUrl);
  const address = app.server.address();
  if (publicUrl.port === '0' && typeof address === 'object' && address) {
    publicUrl.port = String(address.port);
    config.publicUrl = publicUrl.origin;
  }
  app.log.info(
    { database: database.kind, dataDir: config.dataDir, throttle: config.redisUrl ? 'redis' : 'memory' },
    'ready',
  );
}

runEntryPoint(main);
