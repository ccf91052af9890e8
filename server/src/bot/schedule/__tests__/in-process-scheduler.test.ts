import { eq, sql } from 'drizzle-orm';
import { jobApplications, jobSearches } from '@/db/schema';
import { invalidateReads } from '@/services/read-cache';
import { scheduleNotes } from '@/bot/schedule/schedule-notes';
import { createBotUser, type BotUser } from '@test/helpers/bot-user';
import { startTestApp, testConfig, type TestApp } from '@test/helpers/test-app';

/**
 * The in-process scheduler (no Redis) on the app's own test clock (SCHEDULER_TEST_CLOCK), moved
 * through the test-mode endpoint as the e2e suite does: the API, the database and the queue are real.
 */
let t: TestApp;
const DAILY_LIMIT = 2;

beforeAll(async () => {
  const bot = { ...testConfig().bot, schedulerTestClock: true, dailyApplyLimit: DAILY_LIMIT };
  t = await startTestApp({ bot });
});
afterAll(() => t.close());

const setClock = async (iso: string) => {
  const res = await t.request('POST', '/django/api/__test/scheduler-clock/', { body: { now: iso } });
  expect(res.status).toBe(200);
};
const row = async (id: number) => (await t.database.db.select().from(jobSearches).where(eq(jobSearches.id, id)))[0]!;
const get = async (u: BotUser) =>
  (await t.request('GET', `/django/api/job-search/${u.searchId}/`, { token: u.token })).body;
// Monday 30 November 2026 in New York (UTC−5): 08:00 there is 13:00 UTC.
const MONDAY_0800 = '2026-11-30T08:00:00-05:00';

async function scheduledUser(): Promise<BotUser> {
  await setClock('2026-11-30T07:00:00-05:00');
  const u = await createBotUser(t);
  const res = await t.request('PUT', `/django/api/job-search/${u.searchId}/schedule/`, {
    token: u.token,
    body: { days: [1, 2, 3, 4, 5], time: '08:00', time_zone: 'America/New_York' },
  });
  expect(res.body.schedule.next_run_at).toBe('2026-11-30 13:00:00');
  return u;
}

/**
 * As if the run were still going (the bot's tests cover the run itself): a run of its own, so the
 * started run, which cannot reach LinkedIn here, changes nothing when it ends.
 */
async function holdRunning(u: BotUser) {
  await t.database.db
    .update(jobSearches)
    .set({ status: 'running', run: sql`${jobSearches.run} + 1` })
    .where(eq(jobSearches.id, u.searchId));
  invalidateReads(t.database.db, u.user.id);
}

it('starts a scheduled search at its time, not a second before', async () => {
  const u = await scheduledUser();
  await setClock('2026-11-30T07:59:59-05:00');
  expect(await row(u.searchId)).toMatchObject({ status: 'not_started', run: 0 });

  await setClock(MONDAY_0800);
  expect((await row(u.searchId)).run).toBe(1);
  const search = await get(u);
  expect(search.started_at).not.toBeNull();
  expect(search.schedule_log).toEqual([{ at: '2026-11-30 13:00:00', message: scheduleNotes.started }]);
  // The next start is Tuesday's.
  expect(search.schedule.next_run_at).toBe('2026-12-01 13:00:00');
});

it('never starts twice at once: a start while the search still runs is skipped and said so', async () => {
  const u = await scheduledUser();
  await setClock(MONDAY_0800);
  await holdRunning(u);
  const run = (await row(u.searchId)).run;
  const publish = jest.spyOn(t.app.live, 'publish');
  // Checks racing for one time start it once.
  await Promise.all([setClock('2026-12-01T08:00:00-05:00'), setClock('2026-12-01T08:00:30-05:00')]);
  expect(await row(u.searchId)).toMatchObject({ status: 'running', run });
  const search = await get(u);
  const log = search.schedule_log;
  expect(log.at(-1)).toEqual({ at: '2026-12-01 13:00:00', message: scheduleNotes.skippedRunning });
  expect(log.filter((l: { message: string }) => l.message === scheduleNotes.skippedRunning)).toHaveLength(1);
  // The user's open pages are told: the skip shows without a reload.
  expect(publish).toHaveBeenCalledWith(u.user.id, 'job_search_schedule_logged', {
    job_search_id: u.searchId,
    schedule: search.schedule,
    schedule_log: log,
  });
  publish.mockRestore();
});

it('does not fire while paused, and fires again after Resume', async () => {
  const u = await scheduledUser();
  expect((await t.request('POST', `/django/api/job-search/${u.searchId}/pause/`, { token: u.token })).status).toBe(200);
  await setClock(MONDAY_0800);
  await setClock('2026-12-01T09:00:00-05:00');
  expect(await row(u.searchId)).toMatchObject({ status: 'not_started', run: 0, scheduleLog: [] });

  // Resumed on Tuesday 09:00: the missed starts are not made up, Wednesday 08:00 is the next.
  const resumed = await t.request('POST', `/django/api/job-search/${u.searchId}/resume/`, { token: u.token });
  expect(resumed.body.schedule.next_run_at).toBe('2026-12-02 13:00:00');
  await setClock('2026-12-02T08:00:00-05:00');
  expect((await row(u.searchId)).run).toBe(1);
});

it('skips a start when the daily limit is reached that day', async () => {
  const u = await scheduledUser();
  // Applied twice today (the limit), in the morning before the scheduled time.
  for (const n of [1, 2])
    await t.database.db.insert(jobApplications).values({
      userId: u.user.id,
      jobSearchId: u.searchId,
      linkedinJobId: `limit-${n}`,
      jobTitle: 'Developer',
      companyName: 'Acme',
      jobUrl: `https://www.linkedin.com/jobs/view/${n}`,
      status: 'applied',
      attemptedAt: new Date('2026-11-30T12:00:00Z'),
    });
  await setClock(MONDAY_0800);
  expect(await row(u.searchId)).toMatchObject({ status: 'not_started', run: 0 });
  expect((await get(u)).schedule_log).toEqual([
    { at: '2026-11-30 13:00:00', message: scheduleNotes.skippedDailyLimit(DAILY_LIMIT) },
  ]);
  // The next day counts afresh.
  await setClock('2026-12-01T08:00:00-05:00');
  expect((await row(u.searchId)).run).toBe(1);
});
