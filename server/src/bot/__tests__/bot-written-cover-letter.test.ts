import { startChatModelServer, type ChatModelServer } from '@test/helpers/chat-model-server';
import { createBotUser, type BotUserOptions } from '@test/helpers/bot-user';
import {
  applicationsOf,
  MIXED_SCENARIO_USER,
  newLinkedinAccount,
  companySitePosting,
  startBotHarness,
  waitForRunEnd,
  type BotHarness,
} from '@test/helpers/bot-harness';

// Real Chromium against the sandbox's LinkedIn and its Lever replica, through the real API, with
// the server's model set (LLM_BASE_URL) to an OpenAI-compatible endpoint on loopback that answers
// what each test sets and records what the bot sent. Gap: a real model is not reachable here, so
// what is tested is what the bot asks, what it does with the reply, and where the letter goes — not
// the wording a real model would give.
let h: BotHarness;
let model: ChatModelServer;
/** What the model replies when asked for a cover letter (any other question: UNKNOWN). */
let letterReply: string;
const isLetter = (system: string) => /cover letter/i.test(system);

beforeAll(async () => {
  model = await startChatModelServer(({ body }) => ({
    status: 200,
    content: isLetter(body.messages[0].content) ? letterReply : 'UNKNOWN',
  }));
  h = await startBotHarness({ llm: { baseUrl: model.baseUrl, model: 'test-model' } });
});
afterAll(async () => {
  await h.close();
  await model.close();
});
beforeEach(() => {
  model.received.length = 0;
});

/** The requests for a cover letter, as system instructions and what the model works from. */
const letterRequests = () =>
  model.received
    .map(({ body }) => ({ system: body.messages[0].content as string, user: body.messages[1].content as string }))
    .filter((request) => isLetter(request.system));

// The user of these tests has no "Cover letter" answer of their own unless a test gives one.
const { 'Cover letter': _own, ...withoutLetter } = MIXED_SCENARIO_USER.extra.data;
const extraWithoutLetter = { ...MIXED_SCENARIO_USER.extra, data: withoutLetter };

const LEVER = { system: 'lever', questions: [] };

/** One posting at Hooli (on Lever unless `site` says), a user with `extra`, one run; the application and what the site got. */
async function applyOnce(name: string, extra: NonNullable<BotUserOptions['extra']>, site: object = LEVER) {
  await h.reset({ jobs: [companySitePosting('3301', 'Hooli', { ...site })] });
  const u = await createBotUser(h.t, {
    linkedin: newLinkedinAccount(name),
    resumeText: MIXED_SCENARIO_USER.resumeText,
    extra,
    preference: { max_jobs: 10 },
  });
  expect((await h.t.request('POST', `/django/api/job-search/${u.searchId}/start/`, { token: u.token })).status).toBe(
    200,
  );
  expect(await waitForRunEnd(h.t, u.token, u.searchId, 180_000)).toMatchObject({ num_applied_jobs: 1 });
  const [application] = await applicationsOf(h.t, u.token, u.searchId);
  const sent = await h.companySubmissions();
  expect(sent).toHaveLength(1);
  return { application, sent: sent[0]!, user: u };
}

const WORDED =
  'Dear Hooli team,\n\nI am a Software Engineer with 6 years of experience with Python and 5 years with React, ' +
  'and I would like to bring them to your Senior Software Engineer role.\n\nGrace Hopper';

it('switched on, without a letter of their own: Lever gets the letter worded from the user’s data, recorded as such', async () => {
  letterReply = WORDED;
  // Another user, whose data must never reach the model when this user's letter is asked for.
  await createBotUser(h.t, {
    linkedin: newLinkedinAccount('other-user'),
    resumeText: 'Zebulon Quarrington. Principal Cobol Wrangler at Initech for 19 years.',
    extra: {
      ...MIXED_SCENARIO_USER.extra,
      cover_letter: 'Dear team, this is Zebulon’s own letter.',
      data: { 'Favourite tool': 'Quarrington punch cards' },
    },
  });
  const { application, sent } = await applyOnce('written-letter', { ...extraWithoutLetter, write_cover_letter: true });

  expect(sent.coverLetter.replace(/\r\n/g, '\n')).toBe(WORDED);
  expect(application.status).toBe('applied');
  expect(application.answers).toContainEqual({ question: 'Additional information', answer: WORDED, source: 'llm' });

  // Asked once, with this user's data and the posting, and told not to invent anything.
  const [request, ...more] = letterRequests();
  expect(more).toEqual([]);
  expect(request!.system).toMatch(/Never invent/);
  expect(request!.system).toMatch(/at most 250 words/);
  expect(request!.user).toContain('Grace Hopper. Software Engineer. 6 years of experience with Python.');
  expect(request!.user).toContain('Are you comfortable working in a remote setting');
  expect(request!.user).toContain('"title":"Senior Software Engineer"');
  expect(request!.user).toContain('"company":"Hooli"');
  // The posting's description as the sandbox's LinkedIn shows it.
  expect(request!.user).toContain('We build backend services in Python and Django on PostgreSQL.');
  // Nothing of the other user, and no pay (a letter has no use for it).
  expect(request!.user).not.toMatch(/Zebulon|Quarrington|Initech/);
  expect(request!.user).not.toContain('80,000');
}, 300_000);

it('switched on, but the model finds too little or invents a figure: the optional field stays empty', async () => {
  letterReply = 'UNKNOWN';
  const refused = await applyOnce('letter-refused', { ...extraWithoutLetter, write_cover_letter: true });
  expect(refused.sent.coverLetter).toBe('');
  expect(refused.application.answers.filter((a: any) => a.source === 'llm')).toEqual([]);
  expect(letterRequests()).toHaveLength(1);

  // "12 years" is nowhere in the user's data: the letter is not sent.
  letterReply = 'Dear Hooli team,\n\nI bring 12 years of Python.\n\nGrace Hopper';
  const invented = await applyOnce('letter-invented', { ...extraWithoutLetter, write_cover_letter: true });
  expect(invented.sent.coverLetter).toBe('');
  expect(invented.application.answers.filter((a: any) => a.source === 'llm')).toEqual([]);
}, 400_000);

it('switched off: no letter is asked for and the field stays empty', async () => {
  letterReply = WORDED;
  const { application, sent } = await applyOnce('letter-off', extraWithoutLetter);
  expect(sent.coverLetter).toBe('');
  expect(application.answers.map((a: any) => a.question)).not.toContain('Additional information');
  expect(letterRequests()).toEqual([]);
}, 300_000);

it('with a letter of their own: that letter is sent, switched on or not, and none is asked for', async () => {
  letterReply = WORDED;
  const own = 'Dear Hooli team,\n\nI wrote this letter myself.\n\nGrace Hopper';
  const { application, sent } = await applyOnce('own-letter', {
    ...extraWithoutLetter,
    cover_letter: own,
    write_cover_letter: true,
  });
  expect(sent.coverLetter.replace(/\r\n/g, '\n')).toBe(own);
  expect(application.answers).toContainEqual({
    question: 'Additional information',
    answer: own,
    source: 'extra_information',
  });
  expect(letterRequests()).toEqual([]);
}, 300_000);

it('on Greenhouse, the worded letter is typed into the Cover Letter upload’s "Enter manually"', async () => {
  letterReply = WORDED;
  const { application, sent } = await applyOnce(
    'written-letter-greenhouse',
    { ...extraWithoutLetter, write_cover_letter: true },
    { system: 'greenhouse', layout: 'job-boards', questions: [] },
  );
  expect(sent.coverLetter.replace(/\r\n/g, '\n')).toBe(WORDED);
  expect(application.answers).toContainEqual({ question: 'Cover Letter', answer: WORDED, source: 'llm' });
  expect(letterRequests()).toHaveLength(1);
}, 300_000);

it('a required "Cover letter" question gets the worded letter once; when the model finds too little, it waits for the user', async () => {
  const LETTER = 'Cover letter';
  const required = { system: 'lever', questions: [{ id: 'letter', kind: 'textarea', label: LETTER }] };
  letterReply = WORDED;
  const { application, sent } = await applyOnce(
    'required-letter',
    { ...extraWithoutLetter, write_cover_letter: true },
    required,
  );
  expect(sent.answers.map((a) => [a.questionId, String(a.value).replace(/\r\n/g, '\n')])).toEqual([['letter', WORDED]]);
  // The employer's question took it: not again under "Additional information", and asked for once.
  expect(sent.coverLetter).toBe('');
  expect(application.answers.filter((a: any) => a.source === 'llm')).toEqual([
    { question: LETTER, answer: WORDED, source: 'llm' },
  ]);
  expect(letterRequests()).toHaveLength(1);

  letterReply = 'UNKNOWN';
  await h.reset({ jobs: [companySitePosting('3302', 'Hooli', required)] });
  const u = await createBotUser(h.t, {
    linkedin: newLinkedinAccount('required-letter-refused'),
    resumeText: MIXED_SCENARIO_USER.resumeText,
    extra: { ...extraWithoutLetter, write_cover_letter: true },
    preference: { max_jobs: 10 },
  });
  expect((await h.t.request('POST', `/django/api/job-search/${u.searchId}/start/`, { token: u.token })).status).toBe(
    200,
  );
  await waitForRunEnd(h.t, u.token, u.searchId, 180_000);
  const [waiting] = await applicationsOf(h.t, u.token, u.searchId);
  expect([waiting.status, waiting.error_message]).toEqual(['waiting', `Waiting for your answer to "${LETTER}".`]);
  expect(await h.companySubmissions()).toEqual([]);
}, 400_000);
