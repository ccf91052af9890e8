import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { creditLedger, jobSearches } from '@/db/schema';
import { companySiteReasons } from '@/bot/company-sites/company-site-reasons';
import { createBotUser } from '@test/helpers/bot-user';
import {
  applicationsOf,
  MIXED_SCENARIO_USER,
  newLinkedinAccount,
  companySitePosting,
  startBotHarness,
  waitForRunEnd,
  type BotHarness,
} from '@test/helpers/bot-harness';

// Real Chromium against the sandbox, through the real API, pacing off: postings on the sandbox's
// LinkedIn whose Apply leads (LinkedIn's redirect, a new tab) to the replica of an Ashby posting,
// followed through its "Apply for this Job" to the application its React app draws a moment later.
// What was sent is checked on the replica's side, the money on ours. Gap: the real page is on https
// and its reCAPTCHA v3 score is Google's; the replica's CAPTCHA variant always finds it too low.
let h: BotHarness;

beforeAll(async () => {
  h = await startBotHarness();
});
afterAll(() => h.close());

const AUTHORIZED = 'Are you legally authorized to work in the United States?';
const ENGLISH = 'Level of proficiency in English';
const PRIVACY = 'I have read and agree to the applicant privacy notice.';
const LICENCE = 'Do you hold a valid driving licence?';

/** Ashby's kinds the user's data answers: yes/no buttons, a select, a tick-box, long text, an optional link. */
const QUESTIONS = [
  { id: 'linkedin', kind: 'text', label: 'LinkedIn Profile', required: false },
  { id: 'authorized', kind: 'yes-no', label: AUTHORIZED },
  { id: 'english', kind: 'select', label: ENGLISH, options: ['Conversational', 'Professional', 'Native'] },
  { id: 'cover', kind: 'textarea', label: 'Cover letter' },
  { id: 'privacy', kind: 'checkbox', label: PRIVACY },
  { id: 'sample', kind: 'file', label: 'Work sample', required: false },
];

const onAshby = (id: string, company: string, site: Record<string, unknown> = {}) =>
  companySitePosting(id, company, { system: 'ashby', questions: QUESTIONS, ...site });

it('applies on Ashby with the user’s data, charged once; its spam check needs the user; a missing answer waits, then is applied once', async () => {
  await h.reset({
    jobs: [
      onAshby('3301', 'Acme'),
      onAshby('3302', 'Stark', { captcha: true }),
      onAshby('3304', 'Hooli', { questions: [...QUESTIONS, { id: 'licence', kind: 'yes-no', label: LICENCE }] }),
    ],
  });
  const u = await createBotUser(h.t, {
    linkedin: newLinkedinAccount('ashby'),
    resumeText: MIXED_SCENARIO_USER.resumeText,
    extra: MIXED_SCENARIO_USER.extra,
    preference: { max_jobs: 10 },
  });
  const start = async () =>
    expect((await h.t.request('POST', `/django/api/job-search/${u.searchId}/start/`, { token: u.token })).status).toBe(
      200,
    );
  const outcomes = async () =>
    Object.fromEntries(
      (await applicationsOf(h.t, u.token, u.searchId)).map((a: any) => [
        a.job_url.match(/view\/(\d+)/)[1],
        [a.status, a.error_message],
      ]),
    );
  const charged = async () =>
    (
      await h.t.database.db
        .select()
        .from(creditLedger)
        .where(and(eq(creditLedger.userId, u.user.id), eq(creditLedger.reason, 'job_applied')))
    ).length;

  await start();
  expect(await waitForRunEnd(h.t, u.token, u.searchId, 180_000)).toMatchObject({
    status: 'completed',
    num_applied_jobs: 1,
  });
  const first = await outcomes();
  expect(first).toEqual({
    '3301': ['applied', null],
    '3302': ['skipped', expect.stringMatching(/^Needs you: the company's site asks for a CAPTCHA/)],
    '3304': ['waiting', `Waiting for your answer to "${LICENCE}".`],
  });
  const captchaUrl = /Apply there yourself: (\S+)\. No credit/.exec(first['3302'][1])![1]!;
  // The posting's page on Ashby, where the user applies by hand.
  expect(captchaUrl).toMatch(/^http:\/\/jobs\.ashbyhq\.com\.localhost:\d+\/stark\/[0-9a-f-]{36}\?/);
  expect(first['3302'][1]).toBe(companySiteReasons.captcha(captchaUrl));

  // The replica's side: one application, with the user's data and the resume's very bytes.
  const sent = await h.companySubmissions();
  expect(sent.map((s) => s.jobId)).toEqual(['3301']);
  const resumeSha = createHash('sha256').update(u.resume!.bytes).digest('hex');
  expect(sent[0]).toMatchObject({
    system: 'ashby',
    company: 'Acme',
    applicant: {
      name: 'Ada Lovelace',
      email: expect.stringContaining('@example.com'),
      phone: expect.stringContaining('151'),
      location: 'Berlin, Berlin, Germany',
    },
    resume: { fileName: 'ada-lovelace-cv.pdf', sha256: resumeSha, size: u.resume!.bytes.length },
    eeo: {},
  });
  expect((await h.companyFile(sent[0]!.id, '_systemfield_resume')).equals(u.resume!.bytes)).toBe(true);
  expect(sent[0]!.answers.map((a) => [a.questionId, a.value])).toEqual([
    ['authorized', 'Yes'],
    ['english', 'Professional'],
    ['cover', MIXED_SCENARIO_USER.extra.data['Cover letter']],
    ['privacy', 'Yes'],
  ]);
  const acme = (await applicationsOf(h.t, u.token, u.searchId)).find((a: any) => a.job_url.includes('/3301/'));
  expect(acme.answers).toEqual(
    expect.arrayContaining([{ question: AUTHORIZED, answer: 'Yes', source: 'custom_information' }]),
  );
  // Charged for 3301 only: the spam refusal let the hold go.
  expect(await charged()).toBe(1);

  // The user answers what 3304 waits on; the next run applies there, once.
  const api = (method: string, path: string, body?: unknown) =>
    h.t.request(method, `/django/api/job-search/${path}`, { token: u.token, body });
  const waiting = (await api('GET', 'answers-needed/')).body as any[];
  expect(waiting.map((q) => q.question)).toEqual([LICENCE]);
  expect((await api('POST', `answers-needed/${waiting[0].id}/answer/`, { answer: 'Yes' })).status).toBe(200);
  await start();
  expect(await waitForRunEnd(h.t, u.token, u.searchId, 180_000)).toMatchObject({ num_applied_jobs: 2 });
  expect((await outcomes())['3304']).toEqual(['applied', null]);
  const hooli = (await h.companySubmissions()).filter((s) => s.jobId === '3304');
  expect(hooli).toHaveLength(1);
  expect(hooli[0]!.answers).toContainEqual({ questionId: 'licence', label: LICENCE, value: 'Yes' });
  expect(await charged()).toBe(2);
  const me = await h.t.request('GET', '/django/api/accounts/users/me/', { token: u.token });
  expect(me.body.credits).toBe(10 - 2);
}, 400_000);

it('a refusal fails in Ashby’s own words, nothing charged: a place its list does not suggest is no location to Ashby', async () => {
  await h.reset({ jobs: [onAshby('3303', 'Globex')] });
  const u = await createBotUser(h.t, {
    linkedin: newLinkedinAccount('ashby-place'),
    resumeText: MIXED_SCENARIO_USER.resumeText,
    extra: {
      ...MIXED_SCENARIO_USER.extra,
      data: { ...MIXED_SCENARIO_USER.extra.data, 'Which city do you currently live in': 'Tübingen' },
    },
    preference: { max_jobs: 10 },
  });
  expect((await h.t.request('POST', `/django/api/job-search/${u.searchId}/start/`, { token: u.token })).status).toBe(
    200,
  );
  expect(await waitForRunEnd(h.t, u.token, u.searchId, 180_000)).toMatchObject({ num_applied_jobs: 0 });
  const [row] = await applicationsOf(h.t, u.token, u.searchId);
  expect([row.status, row.error_message]).toEqual([
    'failed',
    companySiteReasons.refused('Ashby', 'Globex', 'Missing entry for required field: Location'),
  ]);
  expect(await h.companySubmissions()).toEqual([]);
  const me = await h.t.request('GET', '/django/api/accounts/users/me/', { token: u.token });
  expect(me.body.credits).toBe(10);
}, 300_000);

it('a company-site submission in flight when its worker died is not sent again and not charged: skipped with its link, the hold let go', async () => {
  await h.reset({ jobs: [onAshby('3305', 'Initech')] });
  const u = await createBotUser(h.t, {
    linkedin: newLinkedinAccount('ashby-died'),
    resumeText: MIXED_SCENARIO_USER.resumeText,
    extra: MIXED_SCENARIO_USER.extra,
    preference: { max_jobs: 10 },
  });
  // What a worker killed between holding the credit and seeing Ashby's confirmation leaves behind.
  const url = 'http://jobs.ashbyhq.com.localhost:8100/initech/5b0e8c1a-2f4d-4c7e-8a1b-3c9d2e7f6a10?utm_source=LinkedIn';
  const inFlight = {
    linkedinJobId: '3305',
    jobTitle: 'Software Engineer',
    companyName: 'Initech',
    jobUrl: 'https://www.linkedin.com/jobs/view/3305/',
    answers: [{ question: AUTHORIZED, answer: 'Yes', source: 'custom_information' as const }],
    companySystem: 'ashby' as const,
    companySiteUrl: url,
  };
  await h.t.database.db.update(jobSearches).set({ pendingApplication: inFlight }).where(eq(jobSearches.id, u.searchId));
  const res = await h.t.request('POST', `/django/api/job-search/${u.searchId}/start/`, { token: u.token });
  expect(res.status).toBe(200);
  expect(await waitForRunEnd(h.t, u.token, u.searchId, 180_000)).toMatchObject({ num_applied_jobs: 0 });

  const [row] = await applicationsOf(h.t, u.token, u.searchId);
  expect([row.status, row.error_message]).toEqual(['skipped', companySiteReasons.interrupted('Ashby', url)]);
  expect(row.answers).toEqual(inFlight.answers);
  // Nothing sent again, nothing charged, nothing held any more.
  expect(await h.companySubmissions()).toEqual([]);
  const me = await h.t.request('GET', '/django/api/accounts/users/me/', { token: u.token });
  expect(me.body.credits).toBe(10);
  const [search] = await h.t.database.db.select().from(jobSearches).where(eq(jobSearches.id, u.searchId));
  expect(search!.pendingApplication).toBeNull();
}, 300_000);
