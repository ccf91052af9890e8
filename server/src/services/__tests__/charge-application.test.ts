import { eq } from 'drizzle-orm';
import type { JobApplicationStatus } from '@app/shared/contract';
import { openTestDatabase } from '@test/helpers/test-database';
import type { Database } from '@/db/client';
import { recordAttempt } from '@/db/repositories/job-application-attempts';
import { claimJob } from '@/db/repositories/job-claims';
import { createJobPreference } from '@/db/repositories/job-preferences';
import { createJobSearch } from '@/db/repositories/job-searches';
import { startRun } from '@/db/repositories/job-search-runs';
import { createUser, findUserById } from '@/db/repositories/users';
import { creditLedger, jobSearches } from '@/db/schema';
import { chargeApplication } from '../credits';

// The money side of the apply loop: a charge only for an application recorded as applied, once,
// within its search's max_jobs; and the claim that lets only one run of a user submit a job.
let database: Database;
let seq = 0;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

async function userWith(credits: number) {
  seq += 1;
  const user = await createUser(database.db, {
    email: `charge${seq}-${Date.now()}@example.com`,
    firstName: 'C',
    lastName: 'A',
    passwordHash: 'x',
    credits,
  });
  return user!.id;
}

async function searchOf(userId: number, maxJobs: number) {
  const preference = await createJobPreference(database.db, userId, {
    searchTerm: 'Engineer',
    location: 'Berlin',
    timePeriod: 'past_one_week',
    remoteOnly: false,
    relevantJobsOnly: false,
    maxJobs,
  });
  return (await createJobSearch(database.db, userId, preference.id))!.id;
}

async function application(userId: number, jobSearchId: number, status: JobApplicationStatus) {
  seq += 1;
  const { application } = await recordAttempt(database.db, {
    userId,
    jobSearchId,
    linkedinJobId: `job-${seq}`,
    jobTitle: 'Engineer',
    companyName: 'Acme',
    jobUrl: `https://example.com/${seq}`,
    status,
  });
  return application.id;
}

const balanceOf = async (userId: number) => (await findUserById(database.db, userId))!.credits;
const chargesOf = (userId: number) => database.db.select().from(creditLedger).where(eq(creditLedger.userId, userId));

describe('chargeApplication', () => {
  it('charges an applied application once, whatever the retries, racing or not', async () => {
    const userId = await userWith(5);
    const id = await application(userId, await searchOf(userId, 3), 'applied');
    const results = await Promise.all(Array.from({ length: 10 }, () => chargeApplication(database.db, id)));
    expect(results.filter((r) => r.charged)).toEqual([{ charged: true, balance: 4 }]);
    expect(results.filter((r) => !r.charged).every((r) => !r.charged && r.reason === 'already_charged')).toBe(true);
    expect(await balanceOf(userId)).toBe(4);
    expect((await chargesOf(userId)).map((row) => [row.reference, row.delta])).toEqual([[`application:${id}`, -1]]);
  });

  it('refuses an application that is not recorded as applied, and an unknown one', async () => {
    const userId = await userWith(5);
    const searchId = await searchOf(userId, 3);
    for (const status of ['failed', 'already_applied', 'not_relevant'] as const) {
      const id = await application(userId, searchId, status);
      expect(await chargeApplication(database.db, id)).toEqual({ charged: false, reason: 'not_applied', balance: 5 });
    }
    expect(await chargeApplication(database.db, 2_000_000_000)).toMatchObject({
      charged: false,
      reason: 'not_applied',
    });
    expect(await balanceOf(userId)).toBe(5);
    expect(await chargesOf(userId)).toEqual([]);
  });

  it('never charges a search past its max_jobs, even when its applications are charged at once', async () => {
    const userId = await userWith(10);
    const searchId = await searchOf(userId, 2);
    const ids = [];
    for (let i = 0; i < 4; i += 1) ids.push(await application(userId, searchId, 'applied'));
    const results = await Promise.all(ids.map((id) => chargeApplication(database.db, id)));
    expect(results.filter((r) => r.charged)).toHaveLength(2);
    expect(results.filter((r) => !r.charged && r.reason === 'max_jobs_reached')).toHaveLength(2);
    expect(await balanceOf(userId)).toBe(8);
    // Another search of the same user has its own max_jobs.
    const other = await application(userId, await searchOf(userId, 1), 'applied');
    expect(await chargeApplication(database.db, other)).toEqual({ charged: true, balance: 7 });
  });
});

describe('claimJob', () => {
  it('lets one of two running searches of a user claim a job; the holder keeps it, a stopped one loses it', async () => {
    const userId = await userWith(5);
    const first = await searchOf(userId, 8);
    const second = await searchOf(userId, 8);
    await startRun(database.db, userId, first);
    await startRun(database.db, userId, second);
    const claim = (jobSearchId: number, linkedinJobId = 'shared-1') =>
      claimJob(database.db, { userId, linkedinJobId, jobSearchId });

    const won = await Promise.all([claim(first), claim(second), claim(first), claim(second)]);
    const holder = won[0] ? first : second;
    const other = holder === first ? second : first;
    expect(won.filter(Boolean)).toHaveLength(2); // the holder, twice (its own claim again)
    expect(await claim(holder)).toBe(true);
    expect(await claim(other)).toBe(false);
    // Another user's claim on the same job is theirs alone.
    const stranger = await userWith(5);
    expect(
      await claimJob(database.db, {
        userId: stranger,
        linkedinJobId: 'shared-1',
        jobSearchId: await searchOf(stranger, 1),
      }),
    ).toBe(true);

    // The holder's run ended without applying: no worker of it can be submitting, the job is free.
    await database.db.update(jobSearches).set({ status: 'failed' }).where(eq(jobSearches.id, holder));
    expect(await claim(other)).toBe(true);
    expect(await claim(holder)).toBe(false);
  });
});
