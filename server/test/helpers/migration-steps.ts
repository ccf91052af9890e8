import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { SQL } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { createScratchDatabase } from './scratch-postgres';

/**
 * For tests of one migration on a database that already has rows: migrate a raw database up to
 * the migration before, insert rows as that schema had them, then migrate through the one tested.
 */
const MIGRATIONS = path.resolve(__dirname, '../../drizzle');
const folders: string[] = [];

/** Removes the copies migrationsUpTo made (call in afterAll). */
export function removeMigrationCopies(): void {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
}

/** A copy of the migrations folder whose journal stops at (and includes) `lastTag`. */
export function migrationsUpTo(lastTag: string): string {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'migrations-'));
  folders.push(folder);
  cpSync(MIGRATIONS, folder, { recursive: true });
  const journalPath = path.join(folder, 'meta/_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: Array<{ tag: string }> };
  const last = journal.entries.findIndex((entry) => entry.tag === lastTag);
  if (last < 0) throw new Error(`no migration ${lastTag}`);
  journal.entries = journal.entries.slice(0, last + 1);
  writeFileSync(journalPath, JSON.stringify(journal));
  return folder;
}

export interface RawDatabase {
  db: Db;
  migrate(folder: string): Promise<void>;
  /**
   * Raw SQL, for naming only the columns that exist at the migration reached: the schema module
   * describes the latest one, which may have added columns these tables do not have yet.
   */
  rows<T>(query: SQL): Promise<T[]>;
  close(): Promise<void>;
}

/** A raw database (not migrated) and its migrator: PGlite, or a scratch PostgreSQL database. */
export async function openRawDatabase(): Promise<RawDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const rowsOf =
    (db: Db) =>
    async <T>(query: SQL) =>
      ((await db.execute(query)) as unknown as { rows: T[] }).rows;
  if (!serverUrl) {
    const { PGlite } = await import('@electric-sql/pglite');
    const { drizzle } = await import('drizzle-orm/pglite');
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    const client = new PGlite('memory://');
    const db = drizzle(client);
    return {
      db: db as unknown as Db,
      migrate: (migrationsFolder) => migrate(db, { migrationsFolder }),
      rows: rowsOf(db as unknown as Db),
      close: () => client.close(),
    };
  }
  const { Pool } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const scratch = await createScratchDatabase(serverUrl, 'test');
  const pool = new Pool({ connectionString: scratch.url, max: 2 });
  const db = drizzle(pool);
  return {
    db: db as unknown as Db,
    migrate: (migrationsFolder) => migrate(db, { migrationsFolder }),
    rows: rowsOf(db as unknown as Db),
    close: async () => {
      await pool.end();
      await scratch.drop();
    },
  };
}
