import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, type Database } from '@/db/client';
import { createScratchDatabase } from './scratch-postgres';

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new database
 * on the PostgreSQL server named by TEST_DATABASE_URL (dropped again on close).
 */
export async function openTestDatabase(): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return openDatabase({ dataDir: 'memory://', startFrom: await migratedTemplate() });
  const scratch = await createScratchDatabase(serverUrl, 'test');
  const database = await openDatabase({ databaseUrl: scratch.url, dataDir: 'memory://', poolSize: 20 });
  return {
    ...database,
    async close() {
      await database.close();
      await scratch.drop();
    },
  };
}

const MIGRATIONS = path.resolve(__dirname, '../../drizzle');

/**
 * A migrated, empty PGlite database as a tarball, made once and kept in the temp folder under a
 * name that changes with the migrations and the PGlite build, so a stale one is never used.
 * Creating and migrating a database takes ~1.7 s, loading this ~0.35 s (per test file).
 */
async function migratedTemplate(): Promise<Blob> {
  const file = path.join(os.tmpdir(), `jobpilot-test-db-${templateKey()}.tar`);
  if (existsSync(file)) return new Blob([readFileSync(file)]);
  const fresh = await openDatabase({ dataDir: 'memory://' });
  try {
    const dump = await fresh.dump!();
    // Written aside then renamed: a parallel worker never reads a half-written file.
    const partial = `${file}.${process.pid}`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, file);
    return dump;
  } finally {
    await fresh.close();
  }
}

function templateKey(): string {
  const hash = createHash('sha256').update(require.resolve('@electric-sql/pglite'));
  for (const name of readdirSync(MIGRATIONS)
    .filter((n) => n.endsWith('.sql'))
    .sort()) {
    hash.update(name).update(readFileSync(path.join(MIGRATIONS, name)));
  }
  return hash.digest('hex').slice(0, 16);
}
