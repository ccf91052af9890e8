import { sql, type SQL } from 'drizzle-orm';
import { JOB_APPLICATION_STATUSES, JOB_SEARCH_STATUSES, JOB_STATUSES } from '@app/shared/contract';
import { migrationsUpTo, openRawDatabase, removeMigrationCopies } from '@test/helpers/migration-steps';

// Migration 0006 holds the status columns to the contract's values. Run on a database migrated
// up to 0005 that already holds a row in every status, then migrated through 0006.
afterAll(removeMigrationCopies);

/** The job search statuses when 0006 was written (0009 added the end states). */
const SEARCH_STATUSES_0006 = JOB_SEARCH_STATUSES.slice(0, 5);
/** The application statuses when 0006 was written (0014 added answered and skipped). */
const APPLICATION_STATUSES_0006 = JOB_APPLICATION_STATUSES.slice(0, 5);

describe('migration 0006_status_checks', () => {
  it('applies over existing rows of every status, keeps them, and refuses an unknown status after', async () => {
    const raw = await openRawDatabase();
    try {
      await raw.migrate(migrationsUpTo('0005_session_version'));
      const { rows } = raw;
      const [user] = await rows<{ id: number }>(
        sql`insert into users (email, first_name, last_name, password_hash, credits)
            values ('ada@example.com', 'Ada', 'Lovelace', 'x', 10) returning id`,
      );
      const userId = user!.id;
      for (const [i, status] of SEARCH_STATUSES_0006.entries()) {
        const [preference] = await rows<{ id: number }>(
          sql`insert into job_preferences (user_id, search_term, location, time_period, max_jobs)
              values (${userId}, ${`Engineer ${i}`}, 'Berlin', 'past_one_week', 8) returning id`,
        );
        await rows(sql`insert into job_searches (user_id, job_preference_id, status)
                       values (${userId}, ${preference!.id}, ${status})`);
      }
      const [search] = await rows<{ id: number }>(sql`select id from job_searches order by id limit 1`);
      for (const [i, status] of APPLICATION_STATUSES_0006.entries()) {
        await rows(sql`insert into job_applications
                         (user_id, job_search_id, linkedin_job_id, job_title, company_name, job_url, status)
                       values (${userId}, ${search!.id}, ${`job-${i}`}, 'Engineer', 'Acme',
                               ${`https://example.com/${i}`}, ${status})`);
      }
      for (const status of JOB_STATUSES) {
        await rows(
          sql`insert into jobs (user_id, title, company, status) values (${userId}, 'Engineer', 'Acme', ${status})`,
        );
      }

      await raw.migrate(migrationsUpTo('0006_status_checks'));

      const statusesOf = async (table: string) =>
        (await rows<{ status: string }>(sql`select status from ${sql.identifier(table)} order by id`)).map(
          (row) => row.status,
        );
      expect(await statusesOf('job_searches')).toEqual([...SEARCH_STATUSES_0006]);
      expect(await statusesOf('job_applications')).toEqual([...APPLICATION_STATUSES_0006]);
      expect(await statusesOf('jobs')).toEqual([...JOB_STATUSES]);

      // The database's own message (drizzle wraps it as the cause of its query error).
      const refusal = (query: SQL) =>
        rows(query).then(
          () => 'accepted',
          (error: Error) => (error.cause instanceof Error ? error.cause : error).message,
        );
      expect(await refusal(sql`update job_searches set status = 'paused' where id = ${search!.id}`)).toMatch(
        /job_searches_status_check/,
      );
      expect(
        await refusal(
          sql`insert into jobs (user_id, title, company, status) values (${userId}, 'Engineer', 'Acme', 'ghosted')`,
        ),
      ).toMatch(/jobs_status_check/);
    } finally {
      await raw.close();
    }
  });
});
