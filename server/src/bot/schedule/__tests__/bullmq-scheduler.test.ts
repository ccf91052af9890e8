import { eq, sql } from 'drizzle-orm';
import { Queue } from 'bullmq';
import { createBot } from '@/bot/create-bot';
import { connection, QUEUE_NAME, createBullmqQueue, startBullmqWorker } from '@/bot/queue/bullmq-queue';
import { scheduleNotes } from '@/bot/schedule/schedule-notes';
import { jobApplications, jobSearches } from '@/db/schema';
import { invalidateReads } from '@/services/read-cache';
import { scheduledStart } from '@/services/scheduled-start';
import { createBotUser, type BotUser } from '@test/helpers/bot-user';
import { startTestApp, testConfig, type TestApp } from '@test/helpers/test-app';

/**
 * Schedules on BullMQ's job schedulers with the real Redis (CI sets TEST_REDIS_URL; skipped
 * otherwise): the API sets the scheduler, a worker in this process takes its jobs. The clock is
 * jest's: only Date is faked, set a few seconds before the start and running on in real time, so
 * BullMQ (which reads Date in the client and hands its times to Redis) waits those seconds.
 */
const redisUrl = process.env.TEST_REDIS_URL;
const describeWithRedis = redisUrl ? describe : describe.skip;
const DAILY_LIMIT = 2;
const WAIT_MS = 40_000;

describeWithRedis('schedules on BullMQ', () => {
  let t: TestApp;
  let worker: { close(): Promise<void> };
  let bot: ReturnType<typeof createBot>;
  let runs: ReturnType<typeof createBullmqQueue>;
  let queue: Queue;

  beforeAll(async () => {
    jest.useFakeTimers({
      now: new Date('2026-11-30T07:00:00-05:00'),
      advanceTimers: true,
      doNotFake: [
        'hrtime',
        'nextTick',
        'performance',
        'queueMicrotask',
        'requestAnimationFrame',
        'cancelAnimationFrame',
        'requestIdleCallback',
        'cancelIdleCallback',
        'setImmediate',
        'clearImmediate',
        'setInterval',
        'clearInterval',
        'setTimeout',
        'clearTimeout',
      ],
    });
    const config = testConfig({ redisUrl });
    t = await startTestApp({ redisUrl, bot: { ...config.bot, dailyApplyLimit: DAILY_LIMIT } });
    const { app } = t;
    const prefix = t.config.bot.queuePrefix;
    bot = createBot({
      db: app.db,
      secretBox: app.secretBox,
      live: app.live,
      mailer: app.mailer,
      publicUrl: () => t.baseUrl,
      log: app.log,
      bot: t.config.bot,
      dataDir: t.config.dataDir,
    });
    runs = createBullmqQueue(redisUrl!, prefix);
    const deps = { db: app.db, live: app.live, searchQueue: runs, log: app.log, dailyApplyLimit: DAILY_LIMIT };
    worker = startBullmqWorker({
      redisUrl: redisUrl!,
      prefix,
      concurrency: 2,
      handler: bot.handle,
      scheduledStart: (searchId, now) => scheduledStart(deps, searchId, now),
      log: app.log,
    });
    queue = new Queue(QUEUE_NAME, { connection: connection(redisUrl!), ...(prefix && { prefix }) });
  });

  afterAll(async () => {
    await worker?.close();
    await queue?.obliterate({ force: true });
    await Promise.all([queue?.close(), runs?.close(), bot?.close()]);
    await t?.close();
    jest.useRealTimers();
  });

  const row = async (id: number) => (await t.database.db.select().from(jobSearches).where(eq(jobSearches.id, id)))[0]!;
  const schedulerOf = (u: BotUser) => queue.getJobScheduler(`search-${u.searchId}-schedule`);

  /** Waits (in real time) until the search's row satisfies `done`. */
  async function until(u: BotUser, done: (search: Awaited<ReturnType<typeof row>>) => boolean): Promise<void> {
    const deadline = performance.now() + WAIT_MS;
    while (performance.now() < deadline) {
      if (done(await row(u.searchId))) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(
      `search ${u.searchId} did not get there in ${WAIT_MS} ms: ${JSON.stringify(await row(u.searchId))}`,
    );
  }

  /** A fresh sign-in: moving the clock a day on expires the earlier token. */
  const tokenOf = async (u: BotUser) =>
    (
      await t.request('POST', '/django/api/accounts/users/login/', {
        body: { email: u.user.email, password: u.password },
      })
    ).body.token as string;

  async function scheduledUser(): Promise<BotUser> {
    const u = await createBotUser(t);
    const res = await t.request('PUT', `/django/api/job-search/${u.searchId}/schedule/`, {
      token: u.token,
      body: { days: [1, 2, 3, 4, 5], time: '08:00', time_zone: 'America/New_York' },
    });
    expect(res.status).toBe(200);
    return u;
  }

  it('starts on time, skips while running, and stops firing once paused', async () => {
    jest.setSystemTime(new Date('2026-11-30T07:59:57-05:00'));
    const u = await scheduledUser();
    expect(await schedulerOf(u)).toMatchObject({ pattern: '0 8 * * 1,2,3,4,5', tz: 'America/New_York' });
    expect((await schedulerOf(u))?.next).toBe(Date.parse('2026-11-30T13:00:00Z'));

    await until(u, (s) => s.run === 1 && s.scheduleLog.length === 1);
    const { startedAt } = await row(u.searchId);
    expect(startedAt!.getTime()).toBeGreaterThanOrEqual(Date.parse('2026-11-30T13:00:00Z'));
    expect(startedAt!.getTime()).toBeLessThan(Date.parse('2026-11-30T13:00:30Z'));
    expect((await row(u.searchId)).scheduleLog.at(-1)?.message).toBe(scheduleNotes.started);

    // Still running at Tuesday's start (a run of its own, so the real run that cannot reach
    // LinkedIn here changes nothing): skipped, and said so.
    await t.database.db
      .update(jobSearches)
      .set({ status: 'running', run: sql`${jobSearches.run} + 1` })
      .where(eq(jobSearches.id, u.searchId));
    invalidateReads(t.database.db, u.user.id);
    jest.setSystemTime(new Date('2026-12-01T07:59:58-05:00'));
    await until(u, (s) => s.scheduleLog.length === 2);
    expect(await row(u.searchId)).toMatchObject({ status: 'running', run: 2 });
    expect((await row(u.searchId)).scheduleLog[1]).toEqual({
      at: expect.stringMatching(/^2026-12-01 13:00:/),
      message: scheduleNotes.skippedRunning,
    });

    // Paused: the scheduler is gone, Wednesday's 08:00 passes without a start or a line.
    await t.database.db.update(jobSearches).set({ status: 'stopped' }).where(eq(jobSearches.id, u.searchId));
    invalidateReads(t.database.db, u.user.id);
    const paused = await t.request('POST', `/django/api/job-search/${u.searchId}/pause/`, { token: await tokenOf(u) });
    expect(paused.body).toMatchObject({ paused: true });
    expect(await schedulerOf(u)).toBeUndefined();
    jest.setSystemTime(new Date('2026-12-02T07:59:58-05:00'));
    await new Promise((resolve) => setTimeout(resolve, 8_000));
    expect(await row(u.searchId)).toMatchObject({ status: 'stopped', run: 2 });
    expect((await row(u.searchId)).scheduleLog).toHaveLength(2);

    // Resumed: the scheduler is back, next at Thursday's 08:00.
    const resumed = await t.request('POST', `/django/api/job-search/${u.searchId}/resume/`, {
      token: await tokenOf(u),
    });
    expect(resumed.body).toMatchObject({ paused: false, status: 'stopped' });
    expect((await schedulerOf(u))?.next).toBe(Date.parse('2026-12-03T13:00:00Z'));
  });

  it('skips a start when the daily limit is reached that day', async () => {
    jest.setSystemTime(new Date('2026-12-07T06:00:00-05:00'));
    const u = await scheduledUser();
    for (const n of [1, 2])
      await t.database.db.insert(jobApplications).values({
        userId: u.user.id,
        jobSearchId: u.searchId,
        linkedinJobId: `limit-${n}`,
        jobTitle: 'Developer',
        companyName: 'Acme',
        jobUrl: `https://www.linkedin.com/jobs/view/${n}`,
        status: 'applied',
        attemptedAt: new Date(),
      });
    jest.setSystemTime(new Date('2026-12-07T07:59:58-05:00'));
    await until(u, (s) => s.scheduleLog.length === 1);
    expect(await row(u.searchId)).toMatchObject({ status: 'not_started', run: 0 });
    expect((await row(u.searchId)).scheduleLog[0]!.message).toBe(scheduleNotes.skippedDailyLimit(DAILY_LIMIT));
  });
});
