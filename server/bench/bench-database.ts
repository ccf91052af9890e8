import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { openDatabase, type Database } from '../src/db/client';

/**
 * The database under the bench: PGlite files in the given (temporary) data dir, as `pnpm start`
 * runs by default; or, with BENCH_DATABASE_URL, a fresh database created on that PostgreSQL server
 * and dropped afterwards, so a real database is never written to.
 */
export async function openBenchDatabase(dataDir: string, serverUrl?: string): Promise<Database> {
  if (!serverUrl) return openDatabase({ dataDir });
  const name = `bench_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir, poolSize: 10 });
  return {
    ...database,
    async close() {
      await database.close();
      const dropper = new Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}
