import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { createScratchDatabase } from '../../../test/helpers/scratch-postgres';
import type { Db } from '../client';
import { creditLedger, jobApplications, jobPreferences, jobSearches, users } from '../schema';

// Migration 0002 refunds the charges the old apply loop made for applications that were not
// applied (two runs of one user racing for one job: the loser's "failed" row got charged). Run on
// a database migrated only up to 0001 and seeded with such a ledger, then migrated through 0002.
const MIGRATIONS = path.resolve(__dirname, '../../../drizzle');
const REPAIR_TAG = '0002_exact_charges';

/** A copy of the migrations folder whose journal stops at (and includes) `lastTag`. */
function migrationsUpTo(lastTag: string): string {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'migrations-'));
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

      /** A user whose ledger charged every one of `statuses` (as the old loop did), from 10 credits. */
      const seedUser = async (email: string, statuses: string[]) => {
        const [user] = await db
          .insert(users)
          .values({ email, firstName: 'A', lastName: 'L', passwordHash: 'x', credits: 10 })
          .returning();
        await db.insert(creditLedger).values({ userId: user!.id, delta: 10, reason: 'signup', balanceAfter: 10 });
        const [preference] = await db
          .insert(jobPreferences)
          .values({
            userId: user!.id,
            searchTerm: 'Engineer',
            location: 'Berlin',
            timePeriod: 'past_one_week',
            maxJobs: 8,
          })
          .returning();
        const [search] = await db
          .insert(jobSearches)
          .values({ userId: user!.id, jobPreferenceId: preference!.id, status: 'completed' })
          .returning();
        let balance = 10;
        const applicationIds: number[] = [];
        for (const [i, status] of statuses.entries()) {
          const [application] = await db
            .insert(jobApplications)
            .values({
              userId: user!.id,
              jobSearchId: search!.id,
              linkedinJobId: `${email}-${i}`,
              jobTitle: 'Engineer',
              companyName: 'Acme',
              jobUrl: `https://example.com/${i}`,
              status,
              errorMessage:
                status === 'failed' ? "LinkedIn did not accept the application: You've already applied" : null,
            })
            .returning();
          balance -= 1;
          applicationIds.push(application!.id);
          await db.insert(creditLedger).values({
            userId: user!.id,
            delta: -1,
            reason: 'job_applied',
            reference: `application:${application!.id}`,
            balanceAfter: balance,
          });
        }
        await db.update(users).set({ credits: balance }).where(eq(users.id, user!.id));
        return { userId: user!.id, applicationIds };
      };
      const racer = await seedUser('racer@example.com', ['applied', 'failed', 'applied', 'failed', 'already_applied']);
      const clean = await seedUser('clean@example.com', ['applied', 'applied']);

      await raw.migrate(migrationsUpTo(REPAIR_TAG));

      const ledgerOf = (userId: number) =>
        db.select().from(creditLedger).where(eq(creditLedger.userId, userId)).orderBy(asc(creditLedger.id));
      const balanceOf = async (userId: number) =>
        (await db.select({ credits: users.credits }).from(users).where(eq(users.id, userId)))[0]!.credits;

      const [, failedA, , failedB, alreadyApplied] = racer.applicationIds;
      const refunds = (await ledgerOf(racer.userId)).filter((row) => row.delta > 0 && row.reason !== 'signup');
      expect(refunds.map((row) => [row.delta, row.reason, row.reference, row.balanceAfter])).toEqual([
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
