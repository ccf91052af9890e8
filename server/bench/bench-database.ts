import { openDatabase, type Database } from '../src/db/client';
import { createScratchDatabase } from '../test/helpers/scratch-postgres';

/**
 * The database under the bench: PGlite files in the given (temporary) data dir, as `pnpm start`
 * runs by default; or, with BENCH_DATABASE_URL, a fresh database created on that PostgreSQL server
 * and dropped afterwards, so a real database is never written to.
 */
export async function openBenchDatabase(dataDir: string, serverUrl?: string): Promise<Database> {
  if (!serverUrl) return openDatabase({ dataDir });
  const scratch = await createScratchDatabase(serverUrl, 'bench');
  const database = await openDatabase({ databaseUrl: scratch.url, dataDir, poolSize: 10 });
  return {
    ...database,
    async close() {
      await database.close();
      await scratch.drop();
    },
  };
}
