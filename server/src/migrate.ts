import 'dotenv/config';
import type { Config } from './config';
import { runEntryPoint } from './entry-point';
import { openDatabase } from './db/client';

/**
 * `pnpm --filter server migrate`: applies the migrations in server/drizzle to DATABASE_URL (else
 * the embedded database under DATA_DIR) and exits, for a deployment that migrates before it starts
 * new API instances. `pnpm start` and `server worker` migrate on their own as they open it.
 */
async function main(config: Config) {
  const database = await openDatabase(config);
  await database.close();
  console.log(`migrated the ${database.kind === 'postgres' ? 'PostgreSQL' : 'embedded'} database`);
}

runEntryPoint(main);
