import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { creditLedger } from '@/db/schema';
import { companySiteReasons } from '@/bot/company-sites/company-site-reasons';
import { postingReasons } from '@/bot/run-notes';
import { createBotUser } from '@test/helpers/bot-user';
import {
  applicationsOf,
  MIXED_SCENARIO_USER,
  newLinkedinAccount,
  companySitePosting,
  posting,
  startBotHarness,
  waitForRunEnd,
  type BotHarness,
} from '@test/helpers/bot-harness';

// Real Chromium against the sandbox, through the real API, pacing off: postings found on the
// sandbox's LinkedIn whose Apply leads (LinkedIn's redirect, a new tab) to the replica of a
// Greenhouse board, on its own host or embedded in the company's careers page. What was sent is
// checked on the replica's side (its submissions store), the money on ours. Gap: the real boards are
// on https and their CAPTCHA is Google's own; here they are the sandbox's replicas.
let h: BotHarness;

beforeAll(async () => {
  h = await startBotHarness();
});
afterAll(() => h.close());

const SPONSORSHIP =
  'Will you now or in the future require sponsorship for employment visa status (e.g. H-1B visa status)?';
const PRIVACY = 'I have read and agree to the applicant privacy notice.';
const ENGLISH = 'Level of proficiency in English';
const SALARY = 'What are your annual salary expectations (USD)?';
const LICENCE = 'Do you hold a valid driving licence?';

/** The employer's questions the user's data answers (a yes/no, a select, a checkbox, an optional link). */
const QUESTIONS = [
  { id: 'linkedin', kind: 'text', label: 'LinkedIn Profile', required: false },
  { id: 'sponsorship', kind: 'yes-no', label: SPONSORSHIP },
  { id: 'english', kind: 'select', label: ENGLISH, options: ['Conversational', 'Professional', 'Native'] },
  { id: 'privacy', kind: 'checkbox', label: PRIVACY },
];

const onGreenhouse = (id: string, company: string, site: Record<string, unknown>) =>
  companySitePosting(id, company, { system: 'greenhouse', layout: 'job-boards', questions: QUESTIONS, ...site });

it('applies on Greenhouse (its own board and a company page embedding it) with the user’s data, charged once each; a CAPTCHA needs the user, a refusal fails in Greenhouse’s words, a missing answer waits', async () => {
  await h.reset({
    jobs: [
      onGreenhouse('3101', 'Acme', {}),
      // The 2026 job page: its Apply is a link to LinkedIn's redirect, opened in a new tab.
      { ...onGreenhouse('3102', 'Initech', { layout: 'embed' }), layout: 'sdui' },
      onGreenhouse('3103', 'Stark', { captcha: true }),
      onGreenhouse('3104', 'Globex', { questions: [...QUESTIONS, { id: 'salary', kind: 'number', label: SALARY }] }),
      onGreenhouse('3105', 'Hooli', { questions: [...QUESTIONS, { id: 'licence', kind: 'yes-no', label: LICENCE }] }),
      // A required file besides the resume: the bot has none of the user's to send.
      onGreenhouse('3106', 'Umbrella', {
        questions: [...QUESTIONS, { id: 'sample', kind: 'file', label: 'Work sample' }],
      }),
    ],
  });
  const u = await createBotUser(h.t, {
    linkedin: newLinkedinAccount('greenhouse'),
    resumeText: MIXED_SCENARIO_USER.resumeText,
    extra: MIXED_SCENARIO_USER.extra,
    preference: { max_jobs: 10 },
  });
  const api = (method: string, path: string, body?: unknown) =>
    h.t.request(method, `/django/api/job-search/${path}`, { token: u.token, body });
  const statuses = async () =>
    (await applicationsOf(h.t, u.token, u.searchId))
      .map((a: any) => [a.job_url.match(/view\/(\d+)/)[1], a.status, a.error_message])
      .sort((a: string[], b: string[]) => a[0]!.localeCompare(b[0]!));
  const credits = async () =>
    (await h.t.request('GET', '/django/api/accounts/users/me/', { token: u.token })).body.credits;

  expect((await api('POST', `${u.searchId}/start/`)).status).toBe(200);
  let search = await waitForRunEnd(h.t, u.token, u.searchId, 180_000);
  expect(search).toMatchObject({ status: 'completed', num_applied_jobs: 2 });

  const rows = await statuses();
  expect(rows).toEqual([
    ['3101', 'applied', null],
    ['3102', 'applied', null],
    ['3103', 'skipped', expect.stringMatching(/^Needs you: the company's site asks for a CAPTCHA/)],
    ['3104', 'failed', companySiteReasons.refused('Greenhouse', 'Globex', `${SALARY}: Please enter a valid value.`)],
    ['3105', 'waiting', `Waiting for your answer to "${LICENCE}".`],
    ['3106', 'skipped', expect.stringMatching(/^Needs you: the company's site asks for a file \("Work sample"\)/)],
  ]);
  // The link is the company's page, where the user applies by hand.
  const captchaUrl = /Apply there yourself: (\S+)\. No credit/.exec(rows[2]![2])![1]!;
  expect(captchaUrl).toMatch(/^http:\/\/job-boards\.greenhouse\.io\.localhost:\d+\/stark\/jobs\/\d+/);
  expect(rows[2]![2]).toBe(companySiteReasons.captcha(captchaUrl));

  // On the replica's side: exactly the two applications, with the user's data and resume bytes.
  const sent = await h.companySubmissions();
  expect(sent.map((s) => [s.jobId, s.layout])).toEqual([
    ['3101', 'job-boards'],
    ['3102', 'embed'],
  ]);
  const resumeSha = createHash('sha256').update(u.resume!.bytes).digest('hex');
  for (const s of sent) {
    expect(s.applicant).toEqual({
      name: `${u.user.first_name} ${u.user.last_name}`,
      email: expect.stringContaining('@example.com'),
      phone: '+49 15198765432',
      location: 'Berlin, Berlin, Germany',
    });
    expect(s.resume).toMatchObject({
      fileName: 'ada-lovelace-cv.pdf',
      sha256: resumeSha,
      size: u.resume!.bytes.length,
    });
    expect((await h.companyFile(s.id, 'resume')).equals(u.resume!.bytes)).toBe(true);
    expect(s.answers.map((a) => [a.questionId, a.value])).toEqual([
      ['sponsorship', 'No'],
      ['english', 'Professional'],
      ['privacy', 'Yes'],
    ]);
    // The voluntary self-identification is left blank; the cover letter the user wrote (their answer
    // to "Cover letter") typed into the Cover Letter upload's "Enter manually".
    expect(s.eeo).toEqual({});
    expect(s.coverLetter).toBe(MIXED_SCENARIO_USER.extra.data['Cover letter']);
  }

  // Our side: the answers with their sources; charged once per application really submitted.
  const applied = (await applicationsOf(h.t, u.token, u.searchId)).find((a: any) => a.job_url.includes('/3101/'));
  // Where it went: the system and the posting on the company's own site (product §4.13).
  expect(applied.company_site).toEqual({
    system: 'greenhouse',
    url: expect.stringMatching(/^http:\/\/job-boards\.greenhouse\.io\.localhost:\d+\/acme\/jobs\/\d+/),
  });
  const refusedRow = (await applicationsOf(h.t, u.token, u.searchId)).find((a: any) => a.job_url.includes('/3104/'));
  expect(refusedRow.company_site).toMatchObject({ system: 'greenhouse' });
  expect(applied.answers).toEqual(
    expect.arrayContaining([
      { question: SPONSORSHIP, answer: 'No', source: 'custom_information' },
      {
        question: 'Cover Letter',
        answer: MIXED_SCENARIO_USER.extra.data['Cover letter'],
        source: 'custom_information',
      },
      { question: 'Phone: Country', answer: 'Germany +49', source: expect.any(String) },
    ]),
  );
  expect(await credits()).toBe(10 - 2);
  const charges = await h.t.database.db
    .select()
    .from(creditLedger)
    .where(and(eq(creditLedger.userId, u.user.id), eq(creditLedger.reason, 'job_applied')));
  expect(charges).toHaveLength(2);

  // The user answers the question 3105 waits on; the next run applies there, once.
  const waiting = (await api('GET', 'answers-needed/')).body as any[];
  expect(waiting.map((q) => [q.question, q.input, q.options])).toEqual([[LICENCE, 'choice', ['Yes', 'No']]]);
  expect((await api('POST', `answers-needed/${waiting[0].id}/answer/`, { answer: 'Yes' })).status).toBe(200);
  expect((await api('POST', `${u.searchId}/start/`)).status).toBe(200);
  search = await waitForRunEnd(h.t, u.token, u.searchId, 180_000);
  expect(search).toMatchObject({ num_applied_jobs: 3 });
  expect((await statuses()).map(([id, status]) => [id, status])).toEqual([
    ['3101', 'applied'],
    ['3102', 'applied'],
    ['3103', 'skipped'],
    ['3104', 'failed'],
    ['3105', 'applied'],
    ['3106', 'skipped'],
  ]);
  const hooli = (await h.companySubmissions()).filter((s) => s.jobId === '3105');
  expect(hooli).toHaveLength(1);
  expect(hooli[0]!.answers).toContainEqual({ questionId: 'licence', label: LICENCE, value: 'Yes' });
  // 3104 failed on a passing refusal and was tried again: refused again, never charged.
  expect(await credits()).toBe(10 - 3);
  expect((await h.companySubmissions()).map((s) => s.jobId)).toEqual(['3101', '3102', '3105']);
}, 400_000);

it('with the company-site option off, searches Easy Apply only and skips what leads to a company site; on, finds every posting', async () => {
  const external = (id: string, company: string, listed: boolean) => ({
    ...onGreenhouse(id, company, {}),
    listedAsEasyApply: listed,
  });
  await h.reset({
    jobs: [posting('3201', { questions: [] }), external('3202', 'Acme', true), external('3203', 'Initech', false)],
  });
  // A user who wrote no cover letter: the optional Cover Letter is left empty.
  const { 'Cover letter': _letter, ...withoutLetter } = MIXED_SCENARIO_USER.extra.data;
  const run = async (applyOnCompanySites: boolean) => {
    const u = await createBotUser(h.t, {
      linkedin: newLinkedinAccount(`company-sites-${applyOnCompanySites}`),
      resumeText: MIXED_SCENARIO_USER.resumeText,
      extra: { ...MIXED_SCENARIO_USER.extra, data: withoutLetter },
      preference: { max_jobs: 10, apply_on_company_sites: applyOnCompanySites },
    });
    expect((await h.t.request('POST', `/django/api/job-search/${u.searchId}/start/`, { token: u.token })).status).toBe(
      200,
    );
    notes.push((await waitForRunEnd(h.t, u.token, u.searchId, 180_000)).notes);
    return (await applicationsOf(h.t, u.token, u.searchId))
      .map((a: any) => [a.job_url.match(/view\/(\d+)/)[1], a.status, a.error_message, a.company_site?.system ?? null])
      .sort((a: string[], b: string[]) => a[0]!.localeCompare(b[0]!));
  };
  const notes: string[] = [];
  // Off: LinkedIn's Easy Apply filter hides 3203; 3202, listed under it anyway, is skipped unopened.
  expect(await run(false)).toEqual([
    ['3201', 'applied', null, null],
    ['3202', 'skipped', postingReasons.companySitesOff, null],
  ]);
  expect(await h.companySubmissions()).toEqual([]);
  // On: no Easy Apply filter, so 3203 is found too, and both company sites are applied on.
  expect(await run(true)).toEqual([
    ['3201', 'applied', null, null],
    ['3202', 'applied', null, 'greenhouse'],
    ['3203', 'applied', null, 'greenhouse'],
  ]);
  expect((await h.companySubmissions()).map((s) => [s.jobId, s.coverLetter])).toEqual([
    ['3202', ''],
    ['3203', ''],
  ]);
  // The run's note says which jobs LinkedIn was asked for.
  expect(notes).toEqual([
    'Completed: LinkedIn has no more matching Easy Apply jobs; applied to 1 job in all.',
    'Completed: LinkedIn has no more matching jobs; applied to 3 jobs in all.',
  ]);
}, 400_000);
