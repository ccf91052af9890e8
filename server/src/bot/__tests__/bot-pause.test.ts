import { and, eq } from 'drizzle-orm';
import { creditLedger } from '@/db/schema';
import { createBotUser } from '@test/helpers/bot-user';
import {
  EXTRA,
  newLinkedinAccount,
  posting,
  recordLiveEvents,
  RESUME_TEXT,
  startBotHarness,
  waitForRunEnd,
  type BotHarness,
} from '@test/helpers/bot-harness';

// product §4.12: Pause on a running search, in real Chromium against the sandbox through the real API.
let h: BotHarness;

beforeAll(async () => {
  h = await startBotHarness();
});
afterAll(() => h.close());

const ledgerRows = (userId: number) =>
  h.t.database.db
    .select()
    .from(creditLedger)
    .where(and(eq(creditLedger.userId, userId), eq(creditLedger.reason, 'job_applied')));

it('Pause ends a run after the posting in progress, every submission charged once; Resume goes on to the end', async () => {
  const jobs = ['751', '752', '753', '754', '755'];
  await h.reset({ jobs: jobs.map((id) => posting(id)) });
  const u = await createBotUser(h.t, {
    linkedin: newLinkedinAccount('ada'),
    resumeText: RESUME_TEXT,
    extra: EXTRA,
    preference: { max_jobs: jobs.length },
  });
  const call = (what: string) =>
    h.t.request('POST', `/django/api/job-search/${u.searchId}/${what}/`, { token: u.token });
  const live = await recordLiveEvents(h.t, u.user.id);
  try {
    expect((await call('start')).status).toBe(200);
    await live.waitFor((event) => event === 'job_application_success', 60_000);
    expect((await call('pause')).body).toMatchObject({ paused: true });
    const paused = await waitForRunEnd(h.t, u.token, u.searchId);
    const applied = paused.num_applied_jobs;
    expect(paused).toMatchObject({ status: 'stopped', paused: true });
    expect(paused.notes).toBe(
      `Paused by you after applying to ${applied} job${applied === 1 ? '' : 's'}. Resume it to go on.`,
    );
    expect(applied).toBeLessThan(jobs.length);
    // Never cut in the middle of a submission: what LinkedIn received is what was recorded and charged.
    expect(await h.submissions()).toHaveLength(applied);
    expect(await ledgerRows(u.user.id)).toHaveLength(applied);
    // Paused, Start is refused; Resume starts it again and it applies to the rest, none twice.
    expect((await call('start')).status).toBe(400);
    expect((await call('resume')).body).toMatchObject({ paused: false, status: 'running' });
    const done = await waitForRunEnd(h.t, u.token, u.searchId);
    expect(done).toMatchObject({ status: 'completed', num_applied_jobs: jobs.length, paused: false });
    const submitted = (await h.submissions()).map((s: { jobId: string }) => s.jobId).sort();
    expect(submitted).toEqual(jobs);
    expect(await ledgerRows(u.user.id)).toHaveLength(jobs.length);
  } finally {
    live.close();
  }
}, 240_000);
