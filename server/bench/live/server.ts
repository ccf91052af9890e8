/**
 * The server side of `pnpm bench live`, run as its own process so that its RSS is only the
 * server's. Starts the real app (PGlite in a temporary DATA_DIR, or a scratch database on
 * BENCH_DATABASE_URL; REDIS_URL selects the Redis fan-out), adds POST /bench/publish and
 * POST /bench/gc, and prints `READY <port>` when listening.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildApp } from '@/app';
import { loadConfig } from '@/config';
import { openBenchDatabase } from '../bench-database';

async function main() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'jobpilot-bench-live-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    // A throwaway data directory: its generated keys go with it.
    SECRETS_FILE: path.join(dataDir, 'secrets.json'),
    LOG_LEVEL: 'warn',
    LIVE_APP_ID: process.env.LIVE_APP_ID,
    LIVE_KEY: process.env.LIVE_KEY,
    LIVE_SECRET: process.env.LIVE_SECRET,
    REDIS_URL: process.env.REDIS_URL,
    // Each run gets its own Redis channel, so nothing else on that Redis is disturbed.
    LIVE_REDIS_CHANNEL: `bench-live-${process.pid}`,
  });
  const database = await openBenchDatabase(dataDir, process.env.BENCH_DATABASE_URL || undefined);
  const app = await buildApp({ config, database, logger: false });

  // Stamps the publish time into the data, so the client measures publish → receive exactly
  // (both processes read the same wall clock through performance.timeOrigin).
  app.post('/bench/publish', async (request) => {
    const { channel, seq } = request.body as { channel: string; seq: number };
    const data = JSON.stringify({ credits: seq, sent_at: performance.timeOrigin + performance.now() });
    const message = { channel, event: 'user_credits_deducted', data };
    if (app.hasDecorator('liveFanout')) await app.liveFanout.send(message);
    else app.liveHub.deliver(channel, message.event, data);
    return { transport: app.hasDecorator('liveFanout') ? app.liveFanout.kind : 'hub' };
  });

  // Run with --expose-gc: RSS is read after a full collection, so it shows what the sockets hold
  // rather than garbage not yet collected.
  app.post('/bench/gc', async () => {
    (globalThis as { gc?: () => void }).gc?.();
    return { database: database.kind };
  });

  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  process.stdout.write(`READY ${typeof address === 'object' && address ? address.port : 0}\n`);

  const stop = async () => {
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop());
  process.once('SIGINT', () => void stop());
}

void main().catch((error) => {
  console.error(error);
  process.exit(1);
});
