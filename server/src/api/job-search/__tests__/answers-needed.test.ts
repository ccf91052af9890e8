import { answerNeededMessages, errorMessages } from '@app/shared/contract';
import { recordAnswerNeeded } from '@/db/repositories/answers-needed';
import { retryablePostings } from '@/db/repositories/job-application-attempts';
import { createSearch, recordApplication } from '@test/helpers/applications';
import { startTestApp, type SignedInUser, type TestApp } from '@test/helpers/test-app';

const LIST = '/django/api/job-search/answers-needed/';
const answerPath = (id: number) => `${LIST}${id}/answer/`;
const COUNTRY_OPTIONS = ['Germany (+49)', 'United States (+1)'];

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** A user with Additional Information saved and one search, as the bot needs. */
async function userWithSearch(): Promise<{ user: SignedInUser; searchId: number }> {
  const user = await t.registerUser();
  const extra = await t.request('POST', '/django/api/job-search/extra-information/', {
    token: user.token,
    body: { notice_period: 30, current_pay: '50k', expected_pay: '60k', data: { 'Mobile phone number': '5550100200' } },
  });
  expect(extra.status).toBe(201);
  return { user, searchId: (await createSearch(t, user)).searchId };
}

/** What the bot records when a posting's form asks `label` and the user's data has no answer. */
async function waitOn(
  u: { user: SignedInUser; searchId: number },
  question: { label: string; input: 'text' | 'number' | 'choice'; options: string[] | null },
) {
  const needed = await recordAnswerNeeded(t.database.db, u.user.user.id, question);
  await recordApplication(t, u.user, u.searchId, {
    status: 'waiting',
    errorMessage: `Waiting for your answer to "${question.label}".`,
    waitingOn: needed.id,
  });
  return needed.id;
}

const listOf = async (user: SignedInUser) => {
  const res = await t.request('GET', LIST, { token: user.token });
  expect(res.status).toBe(200);
  return res.body as any[];
};

describe('GET /job-search/answers-needed/', () => {
  it('lists each open question once, with its input, options and the postings waiting on it', async () => {
    const u = await userWithSearch();
    const country = { label: 'Phone country code', input: 'choice' as const, options: COUNTRY_OPTIONS };
    const countryId = await waitOn(u, country);
    // The same question on another form, spelt differently: one record, two postings.
    expect(await waitOn(u, { ...country, label: 'phone country  code?' })).toBe(countryId);
    await waitOn(u, { label: 'How many years of Go?', input: 'number', options: null });
    await waitOn(u, { label: 'Why us?', input: 'text', options: null });

    expect(await listOf(u.user)).toEqual([
      { id: countryId, question: 'phone country  code?', options: COUNTRY_OPTIONS, input: 'choice', jobs_waiting: 2 },
      { id: expect.any(Number), question: 'How many years of Go?', options: null, input: 'number', jobs_waiting: 1 },
      { id: expect.any(Number), question: 'Why us?', options: null, input: 'text', jobs_waiting: 1 },
    ]);
    // Another user sees none of it.
    expect(await listOf((await userWithSearch()).user)).toEqual([]);
  });

  it('shows the waiting postings among the applications, with their job_url and status waiting', async () => {
    const u = await userWithSearch();
    await waitOn(u, { label: 'Why us?', input: 'text', options: null });
    const res = await t.request('GET', `/django/api/job-search/job-applications/?job_search_id=${u.searchId}`, {
      token: u.user.token,
    });
    expect(res.body).toEqual([
      expect.objectContaining({
        status: 'waiting',
        job_url: expect.stringMatching(/^https:\/\/www\.linkedin\.com\/jobs\/view\/\d+\/$/),
        error_message: 'Waiting for your answer to "Why us?".',
      }),
    ]);
  });

  it('is in the API document, with its request and answer schemas', async () => {
    const res = await t.request('GET', '/django/api/docs/json');
    const paths = res.body.paths;
    expect(paths['/django/api/job-search/answers-needed/'].get.responses['200']).toBeDefined();
    const answer = paths['/django/api/job-search/answers-needed/{id}/answer/'].post;
    expect(Object.keys(answer.responses)).toEqual(expect.arrayContaining(['200', '400', '404']));
    expect(answer.requestBody.content['application/json'].schema.properties.answer).toBeDefined();
  });

  it('asks to sign in first', async () => {
    expect((await t.request('GET', LIST)).status).toBe(401);
  });
});

describe('POST /job-search/answers-needed/{id}/answer/', () => {
  it('saves the answer to the custom answers, takes the question off the list and frees the postings', async () => {
    const u = await userWithSearch();
    const id = await waitOn(u, { label: 'Phone country code', input: 'choice', options: COUNTRY_OPTIONS });
    const other = await waitOn(u, { label: 'Why us?', input: 'text', options: null });
    expect(await retryablePostings(t.database.db, u.user.user.id, { failed: false })).toEqual([]);

    const publish = jest.spyOn(t.app.live, 'publish');
    const res = await t.request('POST', answerPath(id), {
      token: u.user.token,
      body: { answer: ' United States (+1) ' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id, question: 'Phone country code', answer: 'United States (+1)', jobs_waiting: 1 });
    // The header's badge of every page of the user's falls to the one question left.
    expect(publish).toHaveBeenCalledWith(u.user.user.id, 'answers_waiting_changed', { answers_waiting: 1 });
    publish.mockRestore();

    expect((await listOf(u.user)).map((q) => q.id)).toEqual([other]);
    const extra = await t.request('GET', '/django/api/job-search/extra-information/', { token: u.user.token });
    expect(extra.body[0].data).toEqual({
      'Mobile phone number': '5550100200',
      'Phone country code': 'United States (+1)',
    });
    expect(await retryablePostings(t.database.db, u.user.user.id, { failed: false })).toEqual([
      expect.objectContaining({
        status: 'answered',
        jobSearchId: u.searchId,
        errorMessage: 'Your answer is saved. This job is tried again next.',
      }),
    ]);
    // Answered: a second answer finds nothing to answer.
    const again = await t.request('POST', answerPath(id), { token: u.user.token, body: { answer: 'Germany (+49)' } });
    expect(again.status).toBe(404);
  });

  it('takes numbers for a number question', async () => {
    const u = await userWithSearch();
    const id = await waitOn(u, { label: 'How many years of Go?', input: 'number', options: null });
    const res = await t.request('POST', answerPath(id), { token: u.user.token, body: { answer: '4' } });
    expect(res.status).toBe(200);
  });

  it("answers 404 for another user's question, and changes nothing", async () => {
    const owner = await userWithSearch();
    const id = await waitOn(owner, { label: 'Why us?', input: 'text', options: null });
    const stranger = await userWithSearch();
    const res = await t.request('POST', answerPath(id), { token: stranger.user.token, body: { answer: 'Because' } });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ detail: errorMessages.notFound });
    expect((await listOf(owner.user)).map((q) => q.id)).toEqual([id]);
    expect(
      (await t.request('POST', answerPath(999999), { token: owner.user.token, body: { answer: 'x' } })).status,
    ).toBe(404);
  });

  it.each([
    ['a blank answer', 'Why us?', 'text', null, '   ', answerNeededMessages.blank],
    [
      'an answer that is none of the options',
      'Phone country code',
      'choice',
      COUNTRY_OPTIONS,
      'France (+33)',
      answerNeededMessages.notAnOption,
    ],
    [
      'an answer that is not a number',
      'How many years of Go?',
      'number',
      null,
      'four',
      answerNeededMessages.notANumber,
    ],
  ] as const)(
    'refuses %s with a plain message (400) and keeps the question open',
    async (_what, label, input, options, answer, message) => {
      const u = await userWithSearch();
      const id = await waitOn(u, { label, input, options: options ? [...options] : null });
      const res = await t.request('POST', answerPath(id), { token: u.user.token, body: { answer } });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ answer: [message] });
      expect((await listOf(u.user)).map((q) => q.id)).toEqual([id]);
    },
  );

  it('refuses a missing answer field (400)', async () => {
    const u = await userWithSearch();
    const id = await waitOn(u, { label: 'Why us?', input: 'text', options: null });
    const res = await t.request('POST', answerPath(id), { token: u.user.token, body: {} });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ answer: ['This field is required.'] });
  });
});
