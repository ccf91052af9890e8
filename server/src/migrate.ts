import 'dotenv/config';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';

/**
 * `pnpm --filter server migrate`: applies the migrations in server/drizzle to DATABASE_URL (else
 * the embedded database under DATA_DIR) and exits, for a deployment that migrates before it starts
 * new API instances. `pnpm start` and `server worker` migrate on their own as they open it.
 */
async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const database = await openDatabase(config);
  await database.close();
  console.log(`migrated the ${database.kind === 'postgres' ? 'PostgreSQL' : 'embedded'} database`);
}

void main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
