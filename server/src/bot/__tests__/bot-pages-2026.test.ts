import { companySiteReasons } from '../company-sites/company-site-reasons';
import { createHash } from 'node:crypto';
import { defaultScenario } from 'linkedin-sandbox';
import { createBotUser } from '@test/helpers/bot-user';
import {
  applicationsOf,
  EXTRA,
  MIXED_SCENARIO_USER,
  newLinkedinAccount,
  posting,
  RESUME_TEXT,
  startBotHarness,
  waitForRunEnd,
  type BotHarness,
  type SandboxSubmission,
} from '@test/helpers/bot-harness';
import { postingReasons } from '../run-notes';

// Today's LinkedIn in real Chromium through the real API: the React sign-in page, the SDUI job
// page, occluded result cards, closed and external postings, the safety reminder, the new limit
// dialog and a restyle that scrambles every class name. One odd posting never ends a run.
let h: BotHarness;

beforeAll(async () => {
  h = await startBotHarness();
});
afterAll(() => h.close());

const linkedinAccount = () => newLinkedinAccount('today');

async function run(options: Parameters<typeof createBotUser>[1]) {
  const u = await createBotUser(h.t, { resumeText: RESUME_TEXT, extra: EXTRA, ...options });
  const res = await h.t.request('POST', `/django/api/job-search/${u.searchId}/start/`, { token: u.token });
  expect(res.status).toBe(200);
  const search = await waitForRunEnd(h.t, u.token, u.searchId, 180_000);
  return { u, search, applications: await applicationsOf(h.t, u.token, u.searchId) };
}

const jobIdOf = (application: { job_url: string }) => /view\/(\d+)/.exec(application.job_url)![1];

/** The answers the user's data gives to posting()'s questions, as LinkedIn received them. */
function expectUsersAnswers(submission: SandboxSubmission, resume: Buffer) {
  expect(Object.fromEntries(submission.answers.map((a) => [a.questionId, a.value]))).toEqual({
    'years-python': '5',
    authorized: 'Yes',
    notice: '30',
    'expected-salary': '60000',
    education: "Master's Degree",
  });
  expect(submission.contact.phone).toBe('+49 151 23456789');
  expect(submission.resume?.sha256).toBe(createHash('sha256').update(resume).digest('hex'));
}

describe('the bot on today’s LinkedIn', () => {
  it('signs in on the React page and applies on the SDUI page (link "Easy Apply" or just "Apply") and the classic one', async () => {
    await h.reset({
      signInPage: 'react',
      jobs: [
        posting('7001', { layout: 'sdui' }),
        posting('7002', { layout: 'sdui', sduiApplyText: 'Apply' }),
        posting('7003', { layout: 'classic' }),
      ],
    });
    const linkedin = linkedinAccount();
    const { u, search, applications } = await run({ linkedin, preference: { max_jobs: 10 } });
    expect(search).toMatchObject({
      status: 'completed',
      num_applied_jobs: 3,
      notes: 'Completed: LinkedIn has no more matching jobs; applied to 3 jobs in all.',
    });
    const submissions = await h.submissions();
    expect(submissions.map((s) => s.jobId).sort()).toEqual(['7001', '7002', '7003']);
    for (const submission of submissions) {
      expect(submission.account).toBe(linkedin.username);
      expectUsersAnswers(submission, u.resume!.bytes);
    }
    expect(applications.map((a) => [jobIdOf(a), a.status])).toEqual([
      ['7001', 'applied'],
      ['7002', 'applied'],
      ['7003', 'applied'],
    ]);
  });

  it('scrolls the occluded result list: cards 8–25 are read with their titles, companies and "Applied"', async () => {
    const linkedin = linkedinAccount();
    const ids = Array.from({ length: 25 }, (_, i) => String(7100 + i));
    await h.reset({
      renderedCards: 7,
      // The account applied on LinkedIn to every posting but the first: the bot must see that on
      // the unrendered cards too, never open them, and record each with its title and company.
      jobs: ids.map((id, i) =>
        posting(id, {
          title: `Software Engineer ${i + 1}`,
          company: `Firm ${i + 1}`,
          appliedBy: i === 0 ? [] : [linkedin.username],
        }),
      ),
    });
    const { u, search, applications } = await run({ linkedin, preference: { max_jobs: 30 } });
    expect(search).toMatchObject({ status: 'completed', num_applied_jobs: 1 });
    const submissions = await h.submissions();
    expect(submissions.map((s) => s.jobId)).toEqual(['7100']);
    expectUsersAnswers(submissions[0]!, u.resume!.bytes);
    expect(applications.map((a) => [jobIdOf(a), a.status, a.job_title, a.company_name])).toEqual(
      ids.map((id, i) => [id, i === 0 ? 'applied' : 'already_applied', `Software Engineer ${i + 1}`, `Firm ${i + 1}`]),
    );
  });

  it('skips a closed posting and an external one listed as Easy Apply with plain reasons, passes the safety reminder, and goes on', async () => {
    await h.reset({
      jobs: [
        posting('7201', { closed: true }),
        posting('7202', { easyApply: false, listedAsEasyApply: true }),
        posting('7203', { layout: 'sdui', easyApply: false, listedAsEasyApply: true }),
        posting('7204', { safetyReminder: true }),
        posting('7205', { layout: 'sdui', safetyReminder: true }),
      ],
    });
    const { u, search, applications } = await run({ linkedin: linkedinAccount(), preference: { max_jobs: 10 } });
    expect(search).toMatchObject({ status: 'completed', num_applied_jobs: 2 });
    expect(applications.map((a) => [jobIdOf(a), a.status, a.error_message])).toEqual([
      ['7201', 'skipped', postingReasons.closed],
      ['7202', 'skipped', companySiteReasons.unsupported(`${h.sandbox.url}/__sandbox/external-apply/7202`)],
      ['7203', 'skipped', companySiteReasons.unsupported(`${h.sandbox.url}/__sandbox/external-apply/7203`)],
      ['7204', 'applied', null],
      ['7205', 'applied', null],
    ]);
    const submissions = await h.submissions();
    expect(submissions.map((s) => s.jobId)).toEqual(['7204', '7205']);
    for (const submission of submissions) expectUsersAnswers(submission, u.resume!.bytes);
    // Only the two applications were charged.
    const me = await h.t.request('GET', '/django/api/accounts/users/me/', { token: u.token });
    expect(me.body.credits).toBe(8);
  });

  it('LinkedIn’s daily-limit dialog after "Easy Apply" ends the run at the daily limit, naming it', async () => {
    await h.reset({
      jobs: [posting('7301', { layout: 'sdui' }), posting('7302', { layout: 'sdui' }), posting('7303')],
    });
    await h.control('/__sandbox/daily-limit', { limit: 1 });
    const { u, search, applications } = await run({ linkedin: linkedinAccount(), preference: { max_jobs: 10 } });
    expect(search).toMatchObject({
      status: 'daily_limit',
      num_applied_jobs: 1,
      notes:
        "Paused after applying to 1 job: LinkedIn says you’ve reached today's Easy Apply limit. Continue tomorrow.",
    });
    const submissions = await h.submissions();
    expect(submissions.map((s) => s.jobId)).toEqual(['7301']);
    expectUsersAnswers(submissions[0]!, u.resume!.bytes);
    expect(applications.map((a) => [jobIdOf(a), a.status])).toEqual([['7301', 'applied']]);
  });

  it('applies with every class name scrambled to a new build hash (classic and SDUI pages, React sign-in)', async () => {
    await h.reset({
      signInPage: 'react',
      scrambleClasses: true,
      renderedCards: 2,
      jobs: [
        posting('7401'),
        posting('7402', { layout: 'sdui' }),
        posting('7403', { safetyReminder: true }),
        posting('7404', { closed: true }),
      ],
    });
    const { u, search, applications } = await run({ linkedin: linkedinAccount(), preference: { max_jobs: 10 } });
    expect(search).toMatchObject({ status: 'completed', num_applied_jobs: 3 });
    const submissions = await h.submissions();
    expect(submissions.map((s) => s.jobId)).toEqual(['7401', '7402', '7403']);
    for (const submission of submissions) expectUsersAnswers(submission, u.resume!.bytes);
    expect(applications.map((a) => [jobIdOf(a), a.status, a.company_name])).toEqual([
      ['7401', 'applied', 'Company 7401'],
      ['7402', 'applied', 'Company 7402'],
      ['7403', 'applied', 'Company 7403'],
      ['7404', 'skipped', 'Company 7404'],
    ]);
  }, 180_000);

  it('the default mixed scenario: no run ends failed because of one posting; every failure says why in plain words', async () => {
    await h.reset(defaultScenario);
    const { search, applications } = await run({
      linkedin: linkedinAccount(),
      ...MIXED_SCENARIO_USER,
      preference: { search_term: 'Engineer; Developer', location: 'Remote', max_jobs: 50 },
    });
    expect(search.status).toBe('completed');
    expect(search.notes).toMatch(/^Completed: LinkedIn has no more matching jobs; applied to \d+ jobs? in all\.$/);
    expect(applications.length).toBeGreaterThanOrEqual(10);
    expect(search.num_applied_jobs).toBeGreaterThan(0);
    expect(applications.filter((a) => a.status === 'applied')).toHaveLength(search.num_applied_jobs);
    // The mix: a closed posting and postings on both pages were met.
    expect(applications.some((a) => a.error_message === postingReasons.closed)).toBe(true);
    for (const failed of applications.filter((a) => a.status === 'failed')) {
      expect(failed.error_message).toMatch(/\w+ \w+ \w+/);
      expect(failed.error_message).not.toMatch(/[#[\]<>{}]|data-|aria-|selector|\.[a-z-]+__|role=/i);
    }
    const submitted = await h.submissions();
    expect(submitted).toHaveLength(search.num_applied_jobs);
    // Every answer sent is one the user's data gave (no invented answers): recorded on the application.
    for (const submission of submitted) {
      const application = applications.find((a) => jobIdOf(a) === submission.jobId)!;
      expect(application.status).toBe('applied');
      const given = new Map(
        application.answers.map((a: { question: string; answer: string }) => [a.question, a.answer]),
      );
      for (const answer of submission.answers) if (answer.value) expect(given.get(answer.label)).toBe(answer.value);
    }
  }, 300_000);
});
