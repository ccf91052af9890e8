import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import { createScratchDatabase } from '../../../test/helpers/scratch-postgres';
import type { Db } from '../client';

// Migration 0002 refunds the charges the old apply loop made for applications that were not
// applied (two runs of one user racing for one job: the loser's "failed" row got charged). Run on
// a database migrated only up to 0001 and seeded with such a ledger, then migrated through 0002.
const MIGRATIONS = path.resolve(__dirname, '../../../drizzle');
const REPAIR_TAG = '0002_exact_charges';
const folders: string[] = [];
afterAll(() => folders.forEach((folder) => rmSync(folder, { recursive: true, force: true })));

/** A copy of the migrations folder whose journal stops at (and includes) `lastTag`. */
function migrationsUpTo(lastTag: string): string {
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

/** A raw database (not migrated) and its migrator: PGlite, or a scratch PostgreSQL database. */
async function openRaw(): Promise<{ db: Db; migrate(folder: string): Promise<void>; close(): Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const { PGlite } = await import('@electric-sql/pglite');
    const { drizzle } = await import('drizzle-orm/pglite');
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    const client = new PGlite('memory://');
    const db = drizzle(client);
    return {
      db: db as unknown as Db,
      migrate: (migrationsFolder) => migrate(db, { migrationsFolder }),
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
    close: async () => {
      await pool.end();
      await scratch.drop();
    },
  };
}

describe(`migration ${REPAIR_TAG}`, () => {
  it('refunds each charge of a non-applied application once, restores the balance, leaves good charges', async () => {
    const raw = await openRaw();
    try {
      await raw.migrate(migrationsUpTo('0001_bot_runs'));
      const { db } = raw;

      // Raw SQL naming only columns that exist at 0001: the schema module describes the latest
      // migration, which may have added columns these tables do not have yet.
      const rows = async <T>(query: SQL) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;

      /** A user whose ledger charged every one of `statuses` (as the old loop did), from 10 credits. */
      const seedUser = async (email: string, statuses: string[]) => {
        const [user] = await rows<{ id: number }>(
          sql`insert into users (email, first_name, last_name, password_hash, credits)
              values (${email}, 'A', 'L', 'x', 10) returning id`,
        );
        const userId = user!.id;
        await rows(sql`insert into credit_ledger (user_id, delta, reason, balance_after)
                       values (${userId}, 10, 'signup', 10)`);
        const [preference] = await rows<{ id: number }>(
          sql`insert into job_preferences (user_id, search_term, location, time_period, max_jobs)
              values (${userId}, 'Engineer', 'Berlin', 'past_one_week', 8) returning id`,
        );
        const [search] = await rows<{ id: number }>(
          sql`insert into job_searches (user_id, job_preference_id, status)
              values (${userId}, ${preference!.id}, 'completed') returning id`,
        );
        let balance = 10;
        const applicationIds: number[] = [];
        for (const [i, status] of statuses.entries()) {
          const [application] = await rows<{ id: number }>(
            sql`insert into job_applications
                  (user_id, job_search_id, linkedin_job_id, job_title, company_name, job_url, status)
                values (${userId}, ${search!.id}, ${`${email}-${i}`}, 'Engineer', 'Acme',
                        ${`https://example.com/${i}`}, ${status})
                returning id`,
          );
          balance -= 1;
          applicationIds.push(application!.id);
          await rows(sql`insert into credit_ledger (user_id, delta, reason, reference, balance_after)
                         values (${userId}, -1, 'job_applied', ${`application:${application!.id}`}, ${balance})`);
        }
        await rows(sql`update users set credits = ${balance} where id = ${userId}`);
        return { userId, applicationIds };
      };
      const racer = await seedUser('racer@example.com', ['applied', 'failed', 'applied', 'failed', 'already_applied']);
      const clean = await seedUser('clean@example.com', ['applied', 'applied']);

      await raw.migrate(migrationsUpTo(REPAIR_TAG));

      type LedgerRow = { delta: number; reason: string; reference: string | null; balance_after: number };
      const ledgerOf = (userId: number) =>
        rows<LedgerRow>(
          sql`select delta, reason, reference, balance_after from credit_ledger where user_id = ${userId} order by id`,
        );
      const balanceOf = async (userId: number) =>
        (await rows<{ credits: number }>(sql`select credits from users where id = ${userId}`))[0]!.credits;

      const [, failedA, , failedB, alreadyApplied] = racer.applicationIds;
      const refunds = (await ledgerOf(racer.userId)).filter((row) => row.delta > 0 && row.reason !== 'signup');
      expect(refunds.map((row) => [row.delta, row.reason, row.reference, row.balance_after])).toEqual([
        [1, 'refund_not_applied', `refund:application:${failedA}`, 6],
        [1, 'refund_not_applied', `refund:application:${failedB}`, 7],
        [1, 'refund_not_applied', `refund:application:${alreadyApplied}`, 8],
      ]);
      // 10 credits, 2 applied jobs: 8, and the ledger adds up to it.
      expect(await balanceOf(racer.userId)).toBe(8);
      expect((await ledgerOf(racer.userId)).reduce((sum, row) => sum + row.delta, 0)).toBe(8);

      expect(await balanceOf(clean.userId)).toBe(8);
      expect((await ledgerOf(clean.userId)).map((row) => row.reason)).toEqual(['signup', 'job_applied', 'job_applied']);
    } finally {
      await raw.close();
    }
  });
});
