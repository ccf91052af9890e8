import { eq } from 'drizzle-orm';
import { applicationTotalsSchema } from '@app/shared/contract';
import { jobApplications } from '@/db/schema';
import { dailyLimitDayStart } from '@/services/daily-limit-day';
import { createSearch, recordApplication } from '@test/helpers/applications';
import { startTestApp, testConfig, type SignedInUser, type TestApp } from '@test/helpers/test-app';

const TOTALS = '/django/api/job-search/application-totals/';
const HOUR_MS = 60 * 60 * 1000;

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ bot: { ...testConfig().bot, dailyApplyLimit: 20 } });
});
afterAll(() => t.close());

/** One application of `user` recorded as the bot would, its attempt dated `attemptedAt`. */
async function applicationAt(
  user: SignedInUser,
  searchId: number,
  status: 'applied' | 'failed' | 'waiting',
  attemptedAt: Date,
) {
  const { application } = await recordApplication(t, user, searchId, { status });
  await t.database.db.update(jobApplications).set({ attemptedAt }).where(eq(jobApplications.id, application.id));
}

const totalsOf = async (user: SignedInUser) => {
  const res = await t.request('GET', TOTALS, { token: user.token });
  expect(res.status).toBe(200);
  return applicationTotalsSchema.parse(res.body);
};

describe('GET /job-search/application-totals/', () => {
  it("counts the user's applications across searches: today against the daily limit, the last 7 days, in all", async () => {
    const user = await t.registerUser();
    const first = (await createSearch(t, user)).searchId;
    const second = (await createSearch(t, user)).searchId;
    const now = Date.now();
    const today = dailyLimitDayStart();
    await applicationAt(user, first, 'applied', new Date(today.getTime() + 1)); // today, just after midnight UTC
    await applicationAt(user, second, 'applied', new Date(now));
    await applicationAt(user, first, 'applied', new Date(today.getTime() - 1)); // yesterday, last moment
    await applicationAt(user, second, 'applied', new Date(now - 6 * 24 * HOUR_MS));
    await applicationAt(user, first, 'applied', new Date(now - 8 * 24 * HOUR_MS));
    await applicationAt(user, first, 'failed', new Date(now));
    await applicationAt(user, second, 'waiting', new Date(now));
    await applicationAt(user, second, 'waiting', new Date(now));

    expect(await totalsOf(user)).toEqual({
      applied_today: 2,
      daily_limit: 20,
      applied_last_7_days: 4,
      applied_in_all: 5,
      failed_in_all: 1,
      jobs_waiting: 2,
    });
  });

  it("counts only the caller's own applications, and zeros for a new user", async () => {
    const busy = await t.registerUser();
    await applicationAt(busy, (await createSearch(t, busy)).searchId, 'applied', new Date());
    const fresh = await t.registerUser();
    expect(await totalsOf(fresh)).toEqual({
      applied_today: 0,
      daily_limit: 20,
      applied_last_7_days: 0,
      applied_in_all: 0,
      failed_in_all: 0,
      jobs_waiting: 0,
    });
  });

  it('is described in the OpenAPI document with its answer and the signed-in refusal', async () => {
    const res = await t.request<{ paths: Record<string, any> }>('GET', '/django/api/docs/json');
    const get = res.body.paths['/django/api/job-search/application-totals/']?.get;
    expect(Object.keys(get.responses)).toEqual(expect.arrayContaining(['200', '401']));
    expect(Object.keys(get.responses['200'].content['application/json'].schema.properties)).toEqual([
      'applied_today',
      'daily_limit',
      'applied_last_7_days',
      'applied_in_all',
      'failed_in_all',
      'jobs_waiting',
    ]);
  });

  it('is refused without a token, in the API error format', async () => {
    const res = await t.request('GET', TOTALS);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ detail: expect.any(String) });
  });
});
