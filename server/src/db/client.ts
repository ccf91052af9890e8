import { spawn } from 'node:child_process';
import path from 'node:path';
import { existsSync, mkdirSync } from 'node:fs';
import { is, sql } from 'drizzle-orm';
import { getTableConfig, PgTable, type PgDatabase, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';
import { makeOwnerOnly } from '../config/owner-only-data-dir';
import { acquireEmbeddedLock } from './embedded-lock';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  ping(): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: the whole database as a tarball, which `startFrom` can open again. */
  dump?(): Promise<Blob>;
  /**
   * PGlite only: deleted rows out of the files in DATA_DIR — the tables rewritten without them,
   * the write-ahead log that held them ended and removed — so a deleted account cannot be read
   * back from the raw files. PostgreSQL's files are its administrator's to manage.
   */
  scrubDeleted?(): Promise<void>;
}

/** The app's tables, quoted, as a VACUUM lists them. */
const appTables = (Object.values(schema) as unknown[])
  .filter((value): value is PgTable => is(value, PgTable))
  .map((table) => `"${getTableConfig(table).name}"`)
  .join(', ');

const MIGRATIONS_FOLDER = path.join(__dirname, '../../drizzle');

/**
 * PostgreSQL's default 128 MB of shared buffers is sized for a server of its own; inside the API
 * process it would be most of the footprint, and our working set is a few MB.
 */
// wal_recycle off: a finished log segment is removed, not kept under a new name with its old
// contents (rows deleted since) until overwritten — see scrubDeleted.
const PGLITE_CONF = ['shared_buffers=16MB', 'wal_recycle=off'];

/**
 * Opens PostgreSQL when a URL is given, else the embedded PGlite under `<dataDir>/pglite`
 * (`memory://` keeps it in memory). Migrations are applied before anything else runs.
 */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  poolSize?: number;
  /**
   * PGlite in memory only: start from this dump of a migrated database instead of an empty one
   * (tests open hundreds of databases; loading is ~5× faster than creating and migrating).
   * Migrations still run, so a dump that lacks the newest ones gets them.
   */
  startFrom?: Blob;
}): Promise<Database> {
  const database = options.databaseUrl
    ? await openPostgres(options.databaseUrl, options.poolSize ?? 10)
    : await openPglite(options.dataDir, options.startFrom);
  return database;
}

async function openPostgres(url: string, poolSize: number): Promise<Database> {
  const { Pool } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const pool = new Pool({ connectionString: url, max: poolSize });
  // An idle client's network error must not crash the process; the next query reports it.
  pool.on('error', () => undefined);
  const db = drizzle(pool, { schema });
  await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    ping: async () => void (await db.execute(sql`select 1`)),
    close: () => pool.end(),
  };
}

async function openPglite(dataDir: string, startFrom?: Blob): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  let location = dataDir;
  let release = () => undefined as void;
  if (dataDir !== 'memory://') {
    location = path.resolve(dataDir, 'pglite');
    mkdirSync(location, { recursive: true });
    release = acquireEmbeddedLock(path.resolve(dataDir, 'pglite.lock'));
  }
  try {
    if (location !== 'memory://' && !existsSync(path.join(location, 'PG_VERSION'))) {
      await initEmbedded(location);
      makeOwnerOnly(location);
    }
    const client = new PGlite(location, {
      postgresqlconf: PGLITE_CONF,
      ...(startFrom && location === 'memory://' ? { loadDataDir: startFrom } : {}),
    });
    const db = drizzle(client, { schema });
    await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
    // PGlite's file system ignores the process umask for the files PostgreSQL opens without a
    // mode (the relation cache at start, statistics at close): they come out 0644 until made
    // owner-only here. DATA_DIR itself is 0700, so no other user reaches them meanwhile.
    const ownerOnly = () => location !== 'memory://' && makeOwnerOnly(location);
    ownerOnly();
    return {
      db: db as unknown as Db,
      kind: 'pglite',
      ping: async () => void (await client.query('select 1')),
      close: async () => {
        await client.close();
        ownerOnly();
        release();
      },
      dump: () => client.dumpDataDir('none'),
      async scrubDeleted() {
        // One statement at a time: VACUUM cannot run inside the transaction a batch makes.
        for (const statement of [`vacuum (full) ${appTables}`, 'select pg_switch_wal()', 'checkpoint']) {
          await client.exec(statement);
        }
        ownerOnly();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

/** initdb in a child process (see embedded-init.mjs); its memory goes away with it. */
function initEmbedded(location: string): Promise<void> {
  const script = path.join(__dirname, 'embedded-init.mjs');
  return new Promise((resolve, reject) => {
    let stderr = '';
    const child = spawn(process.execPath, [script, location, JSON.stringify(PGLITE_CONF)], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0
        ? resolve()
        : reject(
            new Error(`Could not create the embedded database in ${location}: ${stderr.trim().split('\n').pop()}`),
          ),
    );
  });
}
