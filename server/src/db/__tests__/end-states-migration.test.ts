import { sql, type SQL } from 'drizzle-orm';
import { JOB_SEARCH_STATUSES } from '@app/shared/contract';
import { migrationsUpTo, openRawDatabase, removeMigrationCopies } from '@test/helpers/migration-steps';

// Migration 0009 lets a job search end in the statuses product §4.2 added (stopped, no_matches,
// nothing_applied, daily_limit, out_of_credits). Run on a database at 0008 holding a search in each
// earlier status, then migrated through 0009.
afterAll(removeMigrationCopies);

const EARLIER = ['not_started', 'running', 'completed', 'failed', 'login_failed'] as const;
const ADDED = JOB_SEARCH_STATUSES.filter((status) => !(EARLIER as readonly string[]).includes(status));

describe('migration 0009_job_search_end_states', () => {
  it('keeps the searches it finds, accepts every end state after, and still refuses an unknown status', async () => {
    const raw = await openRawDatabase();
    try {
      await raw.migrate(migrationsUpTo('0008_search_started_at'));
      const { rows } = raw;
      const [user] = await rows<{ id: number }>(
        sql`insert into users (email, first_name, last_name, password_hash, credits)
            values ('ada@example.com', 'Ada', 'Lovelace', 'x', 10) returning id`,
      );
      const insertSearch = async (i: number, status: string) => {
        const [preference] = await rows<{ id: number }>(
          sql`insert into job_preferences (user_id, search_term, location, time_period, max_jobs)
              values (${user!.id}, ${`Engineer ${i}`}, 'Berlin', 'past_one_week', 8) returning id`,
        );
        await rows(sql`insert into job_searches (user_id, job_preference_id, status)
                       values (${user!.id}, ${preference!.id}, ${status})`);
      };
      const refusal = (query: SQL) =>
        rows(query).then(
          () => 'accepted',
          (error: Error) => (error.cause instanceof Error ? error.cause : error).message,
        );
      for (const [i, status] of EARLIER.entries()) await insertSearch(i, status);
      // Before 0009 the new statuses are refused, so the migration is what lets the bot write them.
      expect(await refusal(sql`update job_searches set status = 'stopped'`)).toMatch(/job_searches_status_check/);

      await raw.migrate(migrationsUpTo('0009_job_search_end_states'));

      const statuses = async () =>
        (await rows<{ status: string }>(sql`select status from job_searches order by id`)).map((row) => row.status);
      expect(await statuses()).toEqual([...EARLIER]);
      expect(ADDED).toEqual(['stopped', 'no_matches', 'nothing_applied', 'daily_limit', 'out_of_credits']);
      for (const [i, status] of ADDED.entries()) await insertSearch(EARLIER.length + i, status);
      expect(await statuses()).toEqual([...JOB_SEARCH_STATUSES]);
      expect(await refusal(sql`update job_searches set status = 'paused'`)).toMatch(/job_searches_status_check/);
    } finally {
      await raw.close();
    }
  });
});
