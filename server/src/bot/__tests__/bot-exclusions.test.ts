import { and, eq } from 'drizzle-orm';
import { creditLedger } from '@/db/schema';
import { createBotUser } from '@test/helpers/bot-user';
import {
  applicationsOf,
  EXTRA,
  newLinkedinAccount,
  posting,
  recordLiveEvents,
  RESUME_TEXT,
  startBotHarness,
  waitForRunEnd,
  type BotHarness,
} from '@test/helpers/bot-harness';
import { exclusionReasons } from '../exclusions/excluded-posting';

// product §4.11: a search's excluded companies and keywords, and the user's companies excluded on
// every search, are skipped before the posting's form is opened, never charged; the rest are
// applied to. Real Chromium against the sandbox, through the real API; pacing off.
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

describe('exclusions in a run', () => {
  it('skips the excluded companies and keywords with a plain reason, applies to the rest and charges only those', async () => {
    await h.reset({
      jobs: [
        posting('801', { company: 'Acme Inc.' }),
        posting('802'),
        posting('803', { company: 'Initech' }),
        posting('804', { title: 'Software Engineer Internship' }),
        posting('805', { description: `${posting('805').description} This position is unpaid.` }),
        posting('806', { company: 'Acme Robotics' }),
      ],
    });
    const linkedin = newLinkedinAccount('exclusions');
    const u = await createBotUser(h.t, {
      linkedin,
      resumeText: RESUME_TEXT,
      extra: EXTRA,
      preference: { max_jobs: 10, excluded_companies: ['acme'], excluded_keywords: ['internship', 'Unpaid'] },
    });
    const everySearch = await h.t.request('PUT', '/django/api/accounts/users/me/excluded-companies/', {
      token: u.token,
      body: { companies: ['Initech LLC'] },
    });
    expect(everySearch.status).toBe(200);
    const creditsBefore = (await h.t.request('GET', '/django/api/accounts/users/me/', { token: u.token })).body.credits;

    const live = await recordLiveEvents(h.t, u.user.id);
    try {
      const started = await h.t.request('POST', `/django/api/job-search/${u.searchId}/start/`, { token: u.token });
      expect(started.status).toBe(200);
      const search = await waitForRunEnd(h.t, u.token, u.searchId);
      await live.waitFor((event, data) => event === 'job_search_status_updated' && data.status !== 'running');
      expect(search).toMatchObject({ status: 'completed', num_applied_jobs: 2 });

      const applications = await applicationsOf(h.t, u.token, u.searchId);
      expect(applications.map((a) => [a.company_name, a.status, a.error_message])).toEqual([
        ['Acme Inc.', 'skipped', exclusionReasons.company('Acme Inc.')],
        ['Company 802', 'applied', null],
        ['Initech', 'skipped', exclusionReasons.everySearchCompany('Initech')],
        ['Company 804', 'skipped', exclusionReasons.keyword('internship', 'title')],
        ['Company 805', 'skipped', exclusionReasons.keyword('Unpaid', 'description')],
        ['Acme Robotics', 'applied', null],
      ]);
      expect(applications[0].error_message).toBe('Skipped: excluded company Acme Inc. No credit was used.');

      // Shown live as each is decided; the company and title were enough to skip without opening.
      const recorded = live.events().filter((e) => e.event === 'job_application_recorded');
      expect(recorded.map((e) => e.data.application)).toEqual(applications);
      const opened = live
        .events()
        .filter((e) => e.event === 'job_search_activity' && e.data.activity.step === 'applying')
        .map((e) => e.data.activity.company_name);
      expect(opened).toEqual(['Company 802', 'Company 805', 'Acme Robotics']);

      // LinkedIn received two applications; two credits were charged, once each.
      expect((await h.submissions()).filter((s) => s.account === linkedin.username).map((s) => s.jobId)).toEqual([
        '802',
        '806',
      ]);
      expect(await ledgerRows(u.user.id)).toHaveLength(2);
      const me = await h.t.request('GET', '/django/api/accounts/users/me/', { token: u.token });
      expect(me.body.credits).toBe(creditsBefore - 2);
    } finally {
      live.close();
    }
  });

  it('a run whose postings were all excluded says so in its note', async () => {
    await h.reset({ jobs: [posting('811', { company: 'Acme' }), posting('812', { company: 'ACME, Inc' })] });
    const u = await createBotUser(h.t, {
      linkedin: newLinkedinAccount('exclusions'),
      resumeText: RESUME_TEXT,
      extra: EXTRA,
      preference: { excluded_companies: ['Acme Inc'] },
    });
    const started = await h.t.request('POST', `/django/api/job-search/${u.searchId}/start/`, { token: u.token });
    expect(started.status).toBe(200);
    const search = await waitForRunEnd(h.t, u.token, u.searchId);
    expect(search).toMatchObject({
      status: 'nothing_applied',
      num_applied_jobs: 0,
      notes: 'Finished without applying to any job this time: 2 were excluded by you.',
    });
    expect(await ledgerRows(u.user.id)).toHaveLength(0);
  });
});
