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

// Real Chromium against the sandbox, through the real API, pacing off: postings found on the
// sandbox's LinkedIn whose Apply leads (LinkedIn's redirect, a new tab) to the replica of a Lever
// posting, followed through its "Apply for this job" to the form. What was sent is checked on the
// replica's side. Gap: the real pages are on https and their hCaptcha is hCaptcha's own.
let h: BotHarness;

beforeAll(async () => {
  h = await startBotHarness();
});
afterAll(() => h.close());

const SPONSORSHIP =
  'Will you now or in the future require sponsorship for employment visa status (e.g. H-1B visa status)?';
const LICENCE = 'Do you hold a valid driving licence?';
const QUESTIONS = [
  { id: 'sponsorship', kind: 'yes-no', label: SPONSORSHIP },
  {
    id: 'english',
    kind: 'select',
    label: 'Level of proficiency in English',
    options: ['Conversational', 'Professional', 'Native'],
  },
  { id: 'privacy', kind: 'checkbox', label: 'I have read and agree to the applicant privacy notice.' },
];

const onLever = (id: string, company: string, site: Record<string, unknown>) =>
  companySitePosting(id, company, { system: 'lever', questions: QUESTIONS, ...site });

it('applies on Lever with the user’s data, charged once; a CAPTCHA needs the user; a missing answer waits', async () => {
  await h.reset({
    jobs: [
      onLever('3201', 'Hooli', {}),
      onLever('3202', 'Wayne', { captcha: true }),
      onLever('3203', 'Umbrella', { questions: [...QUESTIONS, { id: 'licence', kind: 'yes-no', label: LICENCE }] }),
    ],
  });
  // The cover letter the user wrote in Additional Information (it comes before their answer to "Cover letter").
  const letter = 'Dear hiring team,\n\nI have built payment services in Python for six years.\n\nGrace Hopper';
  const u = await createBotUser(h.t, {
    linkedin: newLinkedinAccount('lever'),
    resumeText: MIXED_SCENARIO_USER.resumeText,
    extra: { ...MIXED_SCENARIO_USER.extra, cover_letter: letter },
    preference: { max_jobs: 10 },
  });
  expect((await h.t.request('POST', `/django/api/job-search/${u.searchId}/start/`, { token: u.token })).status).toBe(
    200,
  );
  const search = await waitForRunEnd(h.t, u.token, u.searchId, 180_000);
  expect(search).toMatchObject({ status: 'completed', num_applied_jobs: 1 });
  const rows = (await applicationsOf(h.t, u.token, u.searchId))
    .map((a: any) => [a.job_url.match(/view\/(\d+)/)[1], a.status, a.error_message])
    .sort((a: string[], b: string[]) => a[0]!.localeCompare(b[0]!));
  expect(rows).toEqual([
    ['3201', 'applied', null],
    ['3202', 'skipped', expect.stringMatching(/^Needs you: the company's site asks for a CAPTCHA/)],
    ['3203', 'waiting', `Waiting for your answer to "${LICENCE}".`],
  ]);
  const captchaUrl = /Apply there yourself: (\S+)\. No credit/.exec(rows[1]![2])![1]!;
  expect(captchaUrl).toMatch(/^http:\/\/jobs\.lever\.co\.localhost:\d+\/wayne\//);
  expect(rows[1]![2]).toBe(companySiteReasons.captcha(captchaUrl));

  const sent = await h.companySubmissions();
  expect(sent.map((s) => s.jobId)).toEqual(['3201']);
  expect(sent[0]!.applicant).toEqual({
    name: 'Ada Lovelace',
    email: expect.stringContaining('@example.com'),
    phone: expect.stringContaining('151'),
    location: 'Berlin, Berlin, Germany',
  });
  expect(sent[0]!.resume).toMatchObject({
    fileName: 'ada-lovelace-cv.pdf',
    sha256: createHash('sha256').update(u.resume!.bytes).digest('hex'),
  });
  expect((await h.companyFile(sent[0]!.id, 'resume')).equals(u.resume!.bytes)).toBe(true);
  expect(sent[0]!.answers.map((a) => [a.questionId, a.value])).toEqual([
    ['sponsorship', 'No'],
    ['english', 'Professional'],
    ['privacy', 'Yes'],
  ]);
  expect(sent[0]!.eeo).toEqual({});
  // Lever takes a cover letter as text under "Additional information" (a form sends a text box's
  // line breaks as CR LF).
  expect(sent[0]!.coverLetter.replace(/\r\n/g, '\n')).toBe(letter);
  const [applied] = (await applicationsOf(h.t, u.token, u.searchId)).filter((a: any) => a.status === 'applied');
  expect(applied.answers).toContainEqual({
    question: 'Additional information',
    answer: letter,
    source: 'extra_information',
  });
  const me = await h.t.request('GET', '/django/api/accounts/users/me/', { token: u.token });
  expect(me.body.credits).toBe(10 - 1);
}, 300_000);

it('Lever’s refusal of a second application is “already applied” in its own words, final, nothing charged', async () => {
  // Gap: public bots' notes give Lever's words for a second application from the same email,
  // "Application already received", but not where its page shows them; the replica shows them as
  // the heading of a page of their own.
  const postingId = 'c0a8e3f2-5b7d-4e1a-9c3b-2d4f6a8b0e11';
  await h.reset({ jobs: [onLever('3204', 'Hooli', { questions: [], postingId })] });
  const linkedin = newLinkedinAccount('lever-again');
  const u = await createBotUser(h.t, {
    linkedin,
    resumeText: MIXED_SCENARIO_USER.resumeText,
    extra: MIXED_SCENARIO_USER.extra,
    preference: { max_jobs: 10 },
  });
  // Weeks ago the user applied there by hand, with the email their LinkedIn account uses.
  const byHand = new FormData();
  byHand.set('resume', new Blob([u.resume!.bytes], { type: 'application/pdf' }), 'cv.pdf');
  byHand.set('name', 'Grace Hopper');
  byHand.set('email', linkedin.username);
  byHand.set('location', 'Berlin, Berlin, Germany');
  byHand.set('selectedLocation', JSON.stringify({ name: 'Berlin, Berlin, Germany' }));
  const res = await fetch(`${h.sandbox.url}/__ats/jobs.lever.co/hooli/${postingId}/apply`, {
    method: 'POST',
    body: byHand,
    redirect: 'manual',
  });
  expect(res.status).toBe(303);

  expect((await h.t.request('POST', `/django/api/job-search/${u.searchId}/start/`, { token: u.token })).status).toBe(
    200,
  );
  expect(await waitForRunEnd(h.t, u.token, u.searchId, 180_000)).toMatchObject({ num_applied_jobs: 0 });
  const [row] = await applicationsOf(h.t, u.token, u.searchId);
  // Final: not opened again by a later run, as a failed posting would be.
  expect([row.status, row.error_message]).toEqual([
    'already_applied',
    companySiteReasons.alreadyApplied('Lever', 'Application already received'),
  ]);
  expect(row.company_site).toMatchObject({ system: 'lever' });
  // Only the application by hand was recorded; nothing charged.
  expect((await h.companySubmissions()).map((s) => s.applicant.name)).toEqual(['Grace Hopper']);
  const me = await h.t.request('GET', '/django/api/accounts/users/me/', { token: u.token });
  expect(me.body.credits).toBe(10);
}, 300_000);

it('a required cover letter the user has not written waits; written under "Answers needed", it is sent as written, once', async () => {
  const LETTER = 'Cover letter';
  await h.reset({
    jobs: [onLever('3205', 'Hooli', { questions: [{ id: 'letter', kind: 'textarea', label: LETTER }] })],
  });
  const { [LETTER]: _none, ...withoutLetter } = MIXED_SCENARIO_USER.extra.data;
  const u = await createBotUser(h.t, {
    linkedin: newLinkedinAccount('lever-letter'),
    resumeText: MIXED_SCENARIO_USER.resumeText,
    extra: { ...MIXED_SCENARIO_USER.extra, data: withoutLetter },
    preference: { max_jobs: 10 },
  });
  const api = (method: string, path: string, body?: unknown) =>
    h.t.request(method, `/django/api/job-search/${path}`, { token: u.token, body });
  expect((await api('POST', `${u.searchId}/start/`)).status).toBe(200);
  await waitForRunEnd(h.t, u.token, u.searchId, 180_000);
  const [waitingRow] = await applicationsOf(h.t, u.token, u.searchId);
  expect([waitingRow.status, waitingRow.error_message]).toEqual(['waiting', `Waiting for your answer to "${LETTER}".`]);
  expect(await h.companySubmissions()).toEqual([]);

  const written = 'Dear Hooli team,\n\nI would like to build your payment services.';
  const waiting = (await api('GET', 'answers-needed/')).body as any[];
  expect(waiting.map((q) => q.question)).toEqual([LETTER]);
  expect((await api('POST', `answers-needed/${waiting[0].id}/answer/`, { answer: written })).status).toBe(200);
  expect((await api('POST', `${u.searchId}/start/`)).status).toBe(200);
  expect(await waitForRunEnd(h.t, u.token, u.searchId, 180_000)).toMatchObject({ num_applied_jobs: 1 });

  const submissions = await h.companySubmissions();
  expect(submissions).toHaveLength(1);
  const sent = submissions[0];
  expect(sent!.answers.map((a) => [a.questionId, String(a.value).replace(/\r\n/g, '\n')])).toEqual([
    ['letter', written],
  ]);
  // The employer's question took it: not again under "Additional information".
  expect(sent!.coverLetter).toBe('');
  const [applied] = await applicationsOf(h.t, u.token, u.searchId);
  expect(applied.answers).toContainEqual({ question: LETTER, answer: written, source: 'answers_needed' });
  const me = await h.t.request('GET', '/django/api/accounts/users/me/', { token: u.token });
  expect(me.body.credits).toBe(10 - 1);
}, 400_000);
