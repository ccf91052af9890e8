import { eq } from 'drizzle-orm';
import { jobSearchRunMessages, jobSearchScheduleMessages as m } from '@app/shared/contract';
import { jobSearches } from '@/db/schema';
import { invalidateReads } from '@/services/read-cache';
import { createBotUser } from '@test/helpers/bot-user';
import { startTestApp, type TestApp } from '@test/helpers/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const path = (id: number, what: string) => `/django/api/job-search/${id}/${what}/`;
const weekdays = { days: [1, 2, 3, 4, 5], time: '08:00', time_zone: 'Europe/Paris' };
const get = (id: number, token: string) => t.request('GET', `/django/api/job-search/${id}/`, { token });

describe('PUT and DELETE /job-search/{id}/schedule/', () => {
  it('sets a schedule in the user’s time zone with its next start, and clears it', async () => {
    const u = await createBotUser(t);
    const res = await t.request('PUT', path(u.searchId, 'schedule'), { token: u.token, body: weekdays });
    expect(res.status).toBe(200);
    expect(res.body.schedule).toEqual({
      ...weekdays,
      next_run_at: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:00:00$/),
    });
    expect(res.body.paused).toBe(false);
    // 08:00 in Paris is 07:00 or 06:00 UTC (summer time), on a weekday, in the future.
    const next = new Date(`${res.body.schedule.next_run_at.replace(' ', 'T')}Z`);
    expect([6, 7]).toContain(next.getUTCHours());
    expect(next.getTime()).toBeGreaterThan(Date.now());
    expect(next.getTime() - Date.now()).toBeLessThanOrEqual(4 * 24 * 3600_000);
    expect((await get(u.searchId, u.token)).body.schedule).toEqual(res.body.schedule);

    const cleared = await t.request('DELETE', path(u.searchId, 'schedule'), { token: u.token });
    expect(cleared).toMatchObject({ status: 200, body: { schedule: null } });
    expect((await get(u.searchId, u.token)).body.schedule).toBeNull();
  });

  it.each([
    ['an unknown time zone', { ...weekdays, time_zone: 'Mars/Olympus_Mons' }, 'time_zone', m.timeZone],
    ['no day', { ...weekdays, days: [] }, 'days', m.days],
    ['a day out of the week', { ...weekdays, days: [1, 7] }, 'days', m.days],
    ['a day twice', { ...weekdays, days: [1, 1] }, 'days', m.days],
    ['a time that is not one', { ...weekdays, time: '25:00' }, 'time', m.time],
    ['a time without minutes', { ...weekdays, time: '8' }, 'time', m.time],
  ])('refuses %s with a plain message and keeps the saved schedule', async (_name, body, field, message) => {
    const u = await createBotUser(t);
    await t.request('PUT', path(u.searchId, 'schedule'), { token: u.token, body: weekdays });
    const before = (await get(u.searchId, u.token)).body.schedule;
    const res = await t.request('PUT', path(u.searchId, 'schedule'), { token: u.token, body });
    expect(res.status).toBe(400);
    // One plain message, on the field (a single day's mistake on its place in the list: days.1).
    expect(Object.keys(res.body).every((key) => key.split('.')[0] === field)).toBe(true);
    expect([...new Set(Object.values(res.body).flat())]).toEqual([message]);
    expect((await get(u.searchId, u.token)).body.schedule).toEqual(before);
  });

  it('is the owner’s alone', async () => {
    const owner = await createBotUser(t);
    const other = await createBotUser(t);
    for (const [method, what, body] of [
      ['PUT', 'schedule', weekdays],
      ['DELETE', 'schedule', undefined],
      ['POST', 'pause', undefined],
      ['POST', 'resume', undefined],
    ] as const) {
      expect(await t.request(method, path(owner.searchId, what), { token: other.token, body })).toMatchObject({
        status: 404,
        body: { detail: 'Not found.' },
      });
      expect((await t.request(method, path(owner.searchId, what), { body })).status).toBe(401);
    }
    const search = (await get(owner.searchId, owner.token)).body;
    expect(search).toMatchObject({ schedule: null, paused: false });
  });
});

describe('POST /job-search/{id}/pause/ and resume/', () => {
  it('pauses the schedule (no next start), refuses Start while paused, and resumes it', async () => {
    const u = await createBotUser(t);
    await t.request('PUT', path(u.searchId, 'schedule'), { token: u.token, body: weekdays });
    const paused = await t.request('POST', path(u.searchId, 'pause'), { token: u.token });
    expect(paused).toMatchObject({ status: 200, body: { paused: true, schedule: { ...weekdays, next_run_at: null } } });
    expect(await t.request('POST', path(u.searchId, 'pause'), { token: u.token })).toMatchObject({
      status: 400,
      body: { detail: m.pauseNotRunningOrScheduled },
    });
    expect(await t.request('POST', path(u.searchId, 'start'), { token: u.token })).toMatchObject({
      status: 400,
      body: { detail: m.resumeFirst },
    });
    expect((await get(u.searchId, u.token)).body.status).toBe('not_started');

    const resumed = await t.request('POST', path(u.searchId, 'resume'), { token: u.token });
    expect(resumed.status).toBe(200);
    expect(resumed.body).toMatchObject({ paused: false, status: 'not_started' });
    expect(resumed.body.schedule.next_run_at).not.toBeNull();
    expect(await t.request('POST', path(u.searchId, 'resume'), { token: u.token })).toMatchObject({
      status: 400,
      body: { detail: m.notPaused },
    });
  });

  it('a running search is asked to stop after its posting, and Resume starts it again', async () => {
    const u = await createBotUser(t);
    const db = t.database.db;
    // As if a run were in the middle of a posting.
    await db.update(jobSearches).set({ status: 'running', run: 1 }).where(eq(jobSearches.id, u.searchId));
    invalidateReads(db, u.user.id);
    expect((await t.request('POST', path(u.searchId, 'pause'), { token: u.token })).body).toMatchObject({
      paused: true,
      status: 'running',
    });
    const [row] = await db.select().from(jobSearches).where(eq(jobSearches.id, u.searchId));
    expect(row).toMatchObject({ stopRequested: true, resumeRun: true, run: 1 });

    // The bot ends the run between postings (bot-runs tests that part); then Resume starts a new run.
    await db.update(jobSearches).set({ status: 'stopped', stopRequested: false }).where(eq(jobSearches.id, u.searchId));
    invalidateReads(db, u.user.id);
    const resumed = await t.request('POST', path(u.searchId, 'resume'), { token: u.token });
    expect(resumed).toMatchObject({ status: 200, body: { paused: false, status: 'running' } });
    const [after] = await db.select().from(jobSearches).where(eq(jobSearches.id, u.searchId));
    expect(after).toMatchObject({ run: 2, resumeRun: false });
  });

  it('a Resume that cannot start keeps the search paused and says why', async () => {
    const u = await createBotUser(t, { linkedin: null });
    const db = t.database.db;
    await db
      .update(jobSearches)
      .set({ status: 'stopped', paused: true, resumeRun: true })
      .where(eq(jobSearches.id, u.searchId));
    invalidateReads(db, u.user.id);
    expect(await t.request('POST', path(u.searchId, 'resume'), { token: u.token })).toMatchObject({
      status: 400,
      body: { detail: jobSearchRunMessages.noCredentials },
    });
    expect((await get(u.searchId, u.token)).body).toMatchObject({ paused: true, status: 'stopped' });
  });
});
