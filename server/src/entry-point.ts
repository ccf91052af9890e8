import { ConfigError, loadConfig, type Config } from './config';
import { OWNER_ONLY_UMASK } from './config/owner-only-data-dir';

/**
 * Runs a command-line entry point (`pnpm start`, `migrate`) with the environment's configuration.
 * Whatever stops it — a bad value, an unreachable database or Redis — ends the process with one
 * plain line on stderr and exit code 1, never a stack trace (the operator reads it at a terminal).
 */
export function runEntryPoint(main: (config: Config) => Promise<void>) {
  // Before anything is written: DATA_DIR and the embedded database are the owner's only.
  process.umask(OWNER_ONLY_UMASK);
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
  void main(config).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
