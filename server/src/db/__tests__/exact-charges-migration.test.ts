import { sql } from 'drizzle-orm';
import { migrationsUpTo, openRawDatabase, removeMigrationCopies } from '@test/helpers/migration-steps';

// Migration 0002 refunds the charges the old apply loop made for applications that were not
// applied (two runs of one user racing for one job: the loser's "failed" row got charged). Run on
// a database migrated only up to 0001 and seeded with such a ledger, then migrated through 0002.
const REPAIR_TAG = '0002_exact_charges';
afterAll(removeMigrationCopies);

describe(`migration ${REPAIR_TAG}`, () => {
  it('refunds each charge of a non-applied application once, restores the balance, leaves good charges', async () => {
    const raw = await openRawDatabase();
    try {
      await raw.migrate(migrationsUpTo('0001_bot_runs'));
      const { rows } = raw;

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
