import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The file where `pnpm start` (scripts/start.mjs) notes the absolute DATA_DIR it started the server
 * with, so `cli mail list` reads the outbox that server writes without DATA_DIR given again.
 */
const START_DATA_DIR_FILE = path.resolve(__dirname, '../../.start-data-dir');

/**
 * `env` with DATA_DIR filled in from the last `pnpm start` when it is not set (and that directory
 * still exists); `from` says so, for the operator.
 */
export function withStartDataDir(
  env: NodeJS.ProcessEnv,
  file = START_DATA_DIR_FILE,
): { env: NodeJS.ProcessEnv; from?: string } {
  if (env.DATA_DIR || env.DATABASE_URL || !existsSync(file)) return { env };
  const dataDir = readFileSync(file, 'utf8').trim();
  if (!dataDir || !path.isAbsolute(dataDir) || !existsSync(dataDir)) return { env };
  return { env: { ...env, DATA_DIR: dataDir }, from: dataDir };
}
