import { createHash } from 'node:crypto';
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

// Real Chromium against the sandbox, through the real API, pacing off: postings whose Apply leads
// (LinkedIn's redirect, a new tab) to the replica of Greenhouse's classic board
// (boards.greenhouse.io/<board>/jobs/<id>), a server-rendered form whose refusals come back as the
// same page with errors beside the fields. What was sent is checked on the replica's side. Gap: the
// real board is on https and its reCAPTCHA is Google's own.
let h: BotHarness;

beforeAll(async () => {
  h = await startBotHarness();
});
afterAll(() => h.close());

const SPONSORSHIP =
  'Will you now or in the future require sponsorship for employment visa status (e.g. H-1B visa status)?';
const SALARY = 'What are your annual salary expectations (USD)?';
const LICENCE = 'Do you hold a valid driving licence?';

/** The classic board's kinds the user's data answers: a yes/no select, a select of options, a tick-box, long text. */
const QUESTIONS = [
  { id: 'sponsorship', kind: 'yes-no', label: SPONSORSHIP },
  {
    id: 'english',
    kind: 'select',
    label: 'Level of proficiency in English',
    options: ['Conversational', 'Professional', 'Native'],
    description: 'As you would use it at work.',
  },
  { id: 'cover', kind: 'textarea', label: 'Cover letter' },
  { id: 'privacy', kind: 'checkbox', label: 'I have read and agree to the applicant privacy notice.' },
  { id: 'website', kind: 'text', label: 'Website', required: false },
];

const classic = (id: string, company: string, extra: { captcha?: boolean; ask?: string; kind?: string } = {}) =>
  companySitePosting(id, company, {
    system: 'greenhouse',
    layout: 'classic',
    captcha: extra.captcha ?? false,
    questions: extra.ask ? [...QUESTIONS, { id: 'extra', kind: extra.kind, label: extra.ask }] : QUESTIONS,
  });

it('applies on Greenhouse’s classic board with the user’s data, charged once; a CAPTCHA needs the user; a refusal fails in the board’s words; a missing answer waits, then is applied once', async () => {
  await h.reset({
    jobs: [
      classic('3401', 'Acme'),
      classic('3402', 'Stark', { captcha: true }),
      classic('3403', 'Globex', { ask: SALARY, kind: 'number' }),
      classic('3404', 'Hooli', { ask: LICENCE, kind: 'yes-no' }),
    ],
  });
  const u = await createBotUser(h.t, {
    linkedin: newLinkedinAccount('classic'),
    resumeText: MIXED_SCENARIO_USER.resumeText,
    extra: MIXED_SCENARIO_USER.extra,
    preference: { max_jobs: 10 },
  });
  const run = async (applied: number) => {
    const res = await h.t.request('POST', `/django/api/job-search/${u.searchId}/start/`, { token: u.token });
    expect(res.status).toBe(200);
    expect(await waitForRunEnd(h.t, u.token, u.searchId, 180_000)).toMatchObject({ num_applied_jobs: applied });
    const rows = await applicationsOf(h.t, u.token, u.searchId);
    return new Map(rows.map((a: any) => [a.job_url.match(/view\/(\d+)/)[1] as string, a]));
  };
  const credits = async () =>
    (await h.t.request('GET', '/django/api/accounts/users/me/', { token: u.token })).body.credits;

  let rows = await run(1);
  expect(rows.get('3401')).toMatchObject({ status: 'applied', error_message: null });
  const stark = rows.get('3402');
  expect(stark.status).toBe('skipped');
  const link = /Apply there yourself: (\S+)\. No credit/.exec(stark.error_message)![1]!;
  expect(link).toMatch(/^http:\/\/boards\.greenhouse\.io\.localhost:\d+\/stark\/jobs\/\d+\?gh_src=linkedin$/);
  expect(stark.error_message).toBe(companySiteReasons.captcha(link));
  expect(rows.get('3403')).toMatchObject({
    status: 'failed',
    error_message: companySiteReasons.refused(
      'Greenhouse',
      'Globex',
      `There were errors in your submission. Please correct the fields below and submit again. ${SALARY}: Please enter a valid value.`,
    ),
  });
  expect(rows.get('3404')).toMatchObject({
    status: 'waiting',
    error_message: `Waiting for your answer to "${LICENCE}".`,
  });
  // Only the posting really accepted is charged.
  expect(await credits()).toBe(9);

  const [acme, ...others] = await h.companySubmissions();
  expect(others).toEqual([]);
  expect(acme).toMatchObject({
    jobId: '3401',
    system: 'greenhouse',
    layout: 'classic',
    applicant: {
      name: 'Ada Lovelace',
      email: expect.stringContaining('@example.com'),
      phone: expect.stringContaining('151'),
      location: 'Berlin, Berlin, Germany',
    },
    resume: {
      field: 'job_application[resume]',
      fileName: 'ada-lovelace-cv.pdf',
      sha256: createHash('sha256').update(u.resume!.bytes).digest('hex'),
    },
    resumeText: '',
    // The board's own Cover Letter, typed in through its "enter manually" paste box.
    coverLetter: MIXED_SCENARIO_USER.extra.data['Cover letter'],
    eeo: {},
  });
  expect(await h.companyFile(acme!.id, encodeURIComponent('job_application[resume]'))).toEqual(u.resume!.bytes);
  expect(Object.fromEntries(acme!.answers.map((a) => [a.questionId, a.value]))).toEqual({
    sponsorship: 'No',
    english: 'Professional',
    cover: MIXED_SCENARIO_USER.extra.data['Cover letter'],
    privacy: 'Yes',
  });
  // The job_application[…] fields as the board's Rails form names them.
  expect(acme!.fields).toMatchObject({
    'job_application[first_name]': 'Ada',
    'job_application[last_name]': 'Lovelace',
  });

  // The user answers what 3404 waits on; the next run applies there once, and 3403 is refused again.
  const path = '/django/api/job-search/answers-needed/';
  const waiting = (await h.t.request('GET', path, { token: u.token })).body as any[];
  expect(waiting.map((q) => q.question)).toEqual([LICENCE]);
  const answered = await h.t.request('POST', `${path}${waiting[0].id}/answer/`, {
    token: u.token,
    body: { answer: 'No' },
  });
  expect(answered.status).toBe(200);
  rows = await run(2);
  expect([...rows].map(([id, a]) => [id, a.status]).sort()).toEqual([
    ['3401', 'applied'],
    ['3402', 'skipped'],
    ['3403', 'failed'],
    ['3404', 'applied'],
  ]);
  const hooli = (await h.companySubmissions()).filter((s) => s.jobId === '3404');
  expect(hooli.map((s) => s.answers.find((a) => a.questionId === 'extra'))).toEqual([
    { questionId: 'extra', label: LICENCE, value: 'No' },
  ]);
  expect(await credits()).toBe(8);
}, 400_000);
