import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { creditLedger, jobSearches, users } from '@/db/schema';
import { recordAttempt } from '@/db/repositories/job-application-attempts';
import { invalidateReads } from '@/services/read-cache';
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

// Real Chromium against the sandbox, through the real API; pacing off.
let h: BotHarness;

beforeAll(async () => {
  h = await startBotHarness();
});
afterAll(() => h.close());

const linkedinAccount = () => newLinkedinAccount('ada');

async function start(user: { token: string; searchId: number }) {
  const res = await h.t.request('POST', `/django/api/job-search/${user.searchId}/start/`, { token: user.token });
  expect(res.status).toBe(200);
}

const ledgerRows = (userId: number) =>
  h.t.database.db
    .select()
    .from(creditLedger)
    .where(and(eq(creditLedger.userId, userId), eq(creditLedger.reason, 'job_applied')));

describe('a run in real Chromium against the sandbox', () => {
  it('applies to 3 jobs with the user’s own answers and resume, charges 3 credits and says why it ended', async () => {
    await h.reset({ jobs: ['101', '102', '103', '104'].map((id) => posting(id)) });
    const linkedin = linkedinAccount();
    const u = await createBotUser(h.t, {
      linkedin,
      resumeText: RESUME_TEXT,
      extra: EXTRA,
      preference: { max_jobs: 3 },
    });
    const live = await recordLiveEvents(h.t, u.user.id);
    try {
      await start(u);
      const search = await waitForRunEnd(h.t, u.token, u.searchId);
      expect(search).toMatchObject({
        status: 'completed',
        num_applied_jobs: 3,
        notes: 'Completed: applied to 3 jobs, the number you asked for.',
      });

      const submissions = await h.submissions();
      expect(submissions).toHaveLength(3);
      const sha256 = createHash('sha256').update(u.resume!.bytes).digest('hex');
      for (const submission of submissions) {
        expect(submission.account).toBe(linkedin.username);
        expect(submission.contact).toEqual({
          email: linkedin.username,
          phoneCountry: 'Germany (+49)',
          phone: '+49 151 23456789',
        });
        expect(submission.resume).toEqual({ fileName: 'ada-lovelace-cv.pdf', sha256, size: u.resume!.bytes.length });
        expect(Object.fromEntries(submission.answers.map((a) => [a.questionId, a.value]))).toEqual({
          'years-python': '5',
          authorized: 'Yes',
          notice: '30',
          'expected-salary': '60000',
          education: "Master's Degree",
        });
      }

      const applications = await applicationsOf(h.t, u.token, u.searchId);
      expect(applications.map((a) => [a.status, a.job_url])).toEqual(
        submissions.map((s) => ['applied', `${h.sandbox.url}/jobs/view/${s.jobId}/`]),
      );
      expect(applications[0]).toMatchObject({ job_title: 'Senior Software Engineer', error_message: null });
      expect(applications[0].answers).toEqual(
        expect.arrayContaining([
          // LinkedIn pre-selects the account's email: kept as LinkedIn's own.
          { question: 'Email address', answer: linkedin.username, source: 'linkedin_saved' },
          { question: 'Mobile phone number', answer: '+49 151 23456789', source: 'custom_information' },
          { question: 'How many years of work experience do you have with Python?', answer: '5', source: 'resume' },
          { question: 'What is your notice period in days?', answer: '30', source: 'extra_information' },
          {
            question: 'What is your highest level of education?',
            answer: "Master's Degree",
            source: 'custom_information',
          },
        ]),
      );

      const me = await h.t.request('GET', '/django/api/accounts/users/me/', { token: u.token });
      expect(me.body.credits).toBe(7);
      expect(await ledgerRows(u.user.id)).toHaveLength(3);

      await live.waitFor((event, data) => event === 'job_search_status_updated' && data.status !== 'running');
      const events = live.events();
      const what = (data: any) => data.status ?? data.credits ?? data.application?.status ?? data.activity?.step;
      const applying = (id: string) => ['job_search_activity', 'applying', `Company ${id}`];
      expect(events.map((e) => [e.event, what(e.data), e.data.activity?.company_name].filter(Boolean))).toEqual([
        ['job_search_status_updated', 'running'],
        ['login_to_linkedin', 'started'],
        ['job_search_activity', 'signing_in'],
        ['login_to_linkedin', 'succeeded'],
        ['job_search_activity', 'reading_results'],
        applying('101'),
        ['user_credits_deducted', 9],
        ['job_application_success', 'applied'],
        ['job_application_recorded', 'applied'],
        applying('102'),
        ['user_credits_deducted', 8],
        ['job_application_success', 'applied'],
        ['job_application_recorded', 'applied'],
        applying('103'),
        ['user_credits_deducted', 7],
        ['job_application_success', 'applied'],
        ['job_application_recorded', 'applied'],
        ['job_search_status_updated', 'completed'],
      ]);
      const credentials = await h.t.request('GET', '/django/api/job-search/linkedin-credentials/', { token: u.token });
      expect(credentials.body[0].cookies_saved).toBe(true);
    } finally {
      live.close();
    }
  });

  it('puts on hold only the job with a required question the user’s data does not answer, naming it, and goes on', async () => {
    const licence = 'Do you have a valid driving licence?';
    await h.reset({
      jobs: [
        posting('201', {
          questions: [
            ...posting('201').questions!,
            { id: 'licence', type: 'radio', label: licence, options: ['Yes', 'No'] },
          ],
        }),
        posting('202'),
      ],
    });
    const u = await createBotUser(h.t, { linkedin: linkedinAccount(), resumeText: RESUME_TEXT, extra: EXTRA });
    await start(u);
    const search = await waitForRunEnd(h.t, u.token, u.searchId);
    expect(search).toMatchObject({ status: 'completed', num_applied_jobs: 1 });
    expect(search.notes).toBe('Completed: LinkedIn has no more matching jobs; applied to 1 job in all.');
    const applications = await applicationsOf(h.t, u.token, u.searchId);
    expect(applications.map((a) => [a.job_url.match(/view\/(\d+)/)[1], a.status, a.error_message])).toEqual([
      ['201', 'waiting', `Waiting for your answer to "${licence}".`],
      ['202', 'applied', null],
    ]);
    expect((await h.submissions()).map((s) => s.jobId)).toEqual(['202']);
  });

  it('never submits twice: skips jobs LinkedIn marks applied and jobs in the user’s own records', async () => {
    await h.reset({ jobs: [] });
    const linkedin = linkedinAccount();
    await h.reset({ jobs: [posting('301', { appliedBy: [linkedin.username] }), posting('302'), posting('303')] });
    const u = await createBotUser(h.t, { linkedin, resumeText: RESUME_TEXT, extra: EXTRA });
    // An earlier search of this user applied to 302 (our own records).
    const preference = await h.t.request('POST', '/django/api/job-search/job-preferences/', {
      token: u.token,
      body: { search_term: 'Engineer', location: 'Berlin', max_jobs: 1 },
    });
    const earlier = await h.t.request('POST', '/django/api/job-search/', {
      token: u.token,
      body: { job_preference: preference.body.id },
    });
    await recordAttempt(h.t.database.db, {
      userId: u.user.id,
      jobSearchId: earlier.body.id,
      linkedinJobId: '302',
      jobTitle: 'Senior Software Engineer',
      companyName: 'Company 302',
      jobUrl: `${h.sandbox.url}/jobs/view/302/`,
      status: 'applied',
    });
    await start(u);
    const search = await waitForRunEnd(h.t, u.token, u.searchId);
    expect(search).toMatchObject({ status: 'completed', num_applied_jobs: 1 });
    const applications = await applicationsOf(h.t, u.token, u.searchId);
    expect(applications.map((a) => [a.job_url.match(/view\/(\d+)/)[1], a.status])).toEqual([
      ['301', 'already_applied'],
      ['303', 'applied'],
    ]);
    expect((await h.submissions()).map((s) => s.jobId)).toEqual(['303']);
    expect(await ledgerRows(u.user.id)).toHaveLength(1);
  });

  it('Relevant Jobs Only: records an unrelated posting as not relevant, with the reason', async () => {
    await h.reset({
      jobs: [
        posting('401'),
        posting('402', {
          title: 'Pastry Chef',
          description: 'Bake croissants and cakes in our Berlin kitchen. Our software engineer built the ordering app.',
          questions: [],
        }),
      ],
    });
    const u = await createBotUser(h.t, {
      linkedin: linkedinAccount(),
      resumeText: RESUME_TEXT,
      extra: EXTRA,
      preference: { relevant_jobs_only: true },
    });
    await start(u);
    await waitForRunEnd(h.t, u.token, u.searchId);
    const applications = await applicationsOf(h.t, u.token, u.searchId);
    expect(applications.map((a) => [a.job_title, a.status])).toEqual([
      ['Senior Software Engineer', 'applied'],
      ['Pastry Chef', 'not_relevant'],
    ]);
    expect(applications[1].error_message).toMatch(
      /^Not relevant \(score 0\.\d\d, needed 0\.50\): the title has 0 of 2 words of "Software Engineer"/,
    );
    expect((await h.submissions()).map((s) => s.jobId)).toEqual(['401']);
  });

  it('stops when the credits run out: balance 0, never below, one ledger row per applied job', async () => {
    await h.reset({ jobs: ['501', '502', '503', '504'].map((id) => posting(id)) });
    const u = await createBotUser(h.t, {
      linkedin: linkedinAccount(),
      resumeText: RESUME_TEXT,
      extra: EXTRA,
      preference: { max_jobs: 4 },
    });
    await h.t.database.db.update(users).set({ credits: 2 }).where(eq(users.id, u.user.id));
    invalidateReads(h.t.database.db, u.user.id);
    await start(u);
    const search = await waitForRunEnd(h.t, u.token, u.searchId);
    expect(search).toMatchObject({
      status: 'out_of_credits',
      num_applied_jobs: 2,
      notes: 'Stopped after applying to 2 jobs: you are out of credits. Each job applied costs 1 credit.',
    });
    const me = await h.t.request('GET', '/django/api/accounts/users/me/', { token: u.token });
    expect(me.body.credits).toBe(0);
    expect(await ledgerRows(u.user.id)).toHaveLength(2);
    expect(await h.submissions()).toHaveLength(2);
  });

  it('stop: ends the run cleanly after the application in progress', async () => {
    await h.reset({ jobs: ['551', '552', '553', '554', '555', '556'].map((id) => posting(id)) });
    const u = await createBotUser(h.t, {
      linkedin: linkedinAccount(),
      resumeText: RESUME_TEXT,
      extra: EXTRA,
      preference: { max_jobs: 6 },
    });
    const live = await recordLiveEvents(h.t, u.user.id);
    try {
      await start(u);
      await live.waitFor((event) => event === 'job_application_success', 60_000);
      const stopped = await h.t.request('POST', `/django/api/job-search/${u.searchId}/stop/`, { token: u.token });
      expect(stopped.status).toBe(200);
      const search = await waitForRunEnd(h.t, u.token, u.searchId);
      expect(search.status).toBe('stopped');
      expect(search.notes).toBe(
        `Stopped by you after applying to ${search.num_applied_jobs} job${search.num_applied_jobs === 1 ? '' : 's'}.`,
      );
      expect(search.num_applied_jobs).toBeLessThan(6);
      // Every submission was recorded and charged: the stop never cut an application in half.
      expect(await h.submissions()).toHaveLength(search.num_applied_jobs);
      expect(await ledgerRows(u.user.id)).toHaveLength(search.num_applied_jobs);
    } finally {
      live.close();
    }
  });

  it('LinkedIn’s daily limit message ends the run with a note saying so', async () => {
    await h.reset({ jobs: ['571', '572', '573'].map((id) => posting(id)) });
    await h.control('/__sandbox/daily-limit', { limit: 1 });
    const u = await createBotUser(h.t, { linkedin: linkedinAccount(), resumeText: RESUME_TEXT, extra: EXTRA });
    await start(u);
    const search = await waitForRunEnd(h.t, u.token, u.searchId);
    expect(search).toMatchObject({
      status: 'daily_limit',
      num_applied_jobs: 1,
      notes:
        "Paused after applying to 1 job: LinkedIn says you’ve reached today's Easy Apply limit. Continue tomorrow.",
    });
    expect(await h.submissions()).toHaveLength(1);
  });

  it('DAILY_APPLY_LIMIT: a user who applied to that many jobs today is not applied for again', async () => {
    await h.reset({ jobs: [posting('581')] });
    const u = await createBotUser(h.t, { linkedin: linkedinAccount(), resumeText: RESUME_TEXT, extra: EXTRA });
    const limit = h.t.config.bot.dailyApplyLimit;
    for (let i = 0; i < limit; i += 1) {
      await recordAttempt(h.t.database.db, {
        userId: u.user.id,
        jobSearchId: u.searchId,
        linkedinJobId: String(900_000 + i),
        jobTitle: 'Earlier job',
        companyName: 'Earlier',
        jobUrl: `${h.sandbox.url}/jobs/view/${900_000 + i}/`,
        status: 'applied',
      });
    }
    // Those were charged when they were applied to (the run settles any uncharged ones first).
    await h.t.database.db.update(users).set({ credits: 100 }).where(eq(users.id, u.user.id));
    await h.t.database.db.update(jobSearches).set({ numAppliedJobs: 0 }).where(eq(jobSearches.id, u.searchId));
    const preference = (await h.t.request('GET', `/django/api/job-search/${u.searchId}/`, { token: u.token })).body
      .job_preference;
    await h.t.request('PATCH', `/django/api/job-search/job-preferences/${preference.id}/`, {
      token: u.token,
      body: { ...preference, max_jobs: limit + 5 },
    });
    invalidateReads(h.t.database.db, u.user.id);
    await start(u);
    const search = await waitForRunEnd(h.t, u.token, u.searchId);
    expect(search).toMatchObject({
      status: 'daily_limit',
      notes: `Paused after applying to ${limit} jobs: the daily limit of ${limit} applications was reached. Continue tomorrow.`,
    });
    expect(await h.submissions()).toEqual([]);
  });
});
