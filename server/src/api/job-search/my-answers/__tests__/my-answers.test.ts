import { answerNeededMessages, myAnswerMessages } from '@app/shared/contract';
import { recordAnswerNeeded } from '@/db/repositories/answers-needed';
import { createSearch, recordApplication } from '@test/helpers/applications';
import { startTestApp, type SignedInUser, type TestApp } from '@test/helpers/test-app';

const URL = '/django/api/job-search/my-answers/';
const EXTRA = '/django/api/job-search/extra-information/';
const CHOICES = ['Immediately', 'Within a month'];

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** A user with Additional Information, two custom answers, and one answer given under "Answers needed". */
async function userWithAnswers(): Promise<SignedInUser> {
  const user = await t.registerUser();
  const created = await t.request('POST', EXTRA, {
    token: user.token,
    body: {
      notice_period: 30,
      expected_pay: '60k',
      data: { 'What is your notice period?': '30 days', 'Why do you want to work with us?': 'Your product' },
    },
  });
  expect(created.status).toBe(201);
  const needed = await recordAnswerNeeded(t.database.db, user.user.id, {
    label: 'When can you start?',
    input: 'choice',
    options: CHOICES,
  });
  const { searchId } = await createSearch(t, user);
  await recordApplication(t, user, searchId, { status: 'waiting', errorMessage: 'Waiting.', waitingOn: needed.id });
  const answered = await t.request('POST', `/django/api/job-search/answers-needed/${needed.id}/answer/`, {
    token: user.token,
    body: { answer: 'Within a month' },
  });
  expect(answered.status).toBe(200);
  return user;
}

const extraOf = async (user: SignedInUser) => (await t.request('GET', EXTRA, { token: user.token })).body[0];

describe('GET /job-search/my-answers/', () => {
  it("lists the user's own answers with where each came from and where the bot uses it", async () => {
    const user = await userWithAnswers();
    const res = await t.request('GET', URL, { token: user.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      {
        question: 'What is your notice period?',
        answer: '30 days',
        source: 'custom_information',
        input: 'text',
        options: null,
        used_for: 'Used for questions about your notice period, however a form words them.',
      },
      {
        question: 'When can you start?',
        answer: 'Within a month',
        source: 'answers_needed',
        input: 'choice',
        options: CHOICES,
        used_for: 'Used for questions about when you can start, however a form words them.',
      },
      {
        question: 'Why do you want to work with us?',
        answer: 'Your product',
        source: 'custom_information',
        input: 'text',
        options: null,
        used_for: 'Used when a form asks this question in about the same words.',
      },
    ]);
  });

  it('lists nothing for a user without Additional Information, and only the own answers of each user', async () => {
    await userWithAnswers();
    const other = await t.registerUser();
    const res = await t.request('GET', URL, { token: other.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual([]);
  });

  it('requires a token', async () => {
    expect((await t.request('GET', URL)).status).toBe(401);
    expect((await t.request('PUT', URL, { body: { question: 'x', answer: 'y' } })).status).toBe(401);
    expect((await t.request('DELETE', URL, { body: { question: 'x' } })).status).toBe(401);
  });
});

describe('PUT /job-search/my-answers/', () => {
  it('changes one answer, found however its question is spelt, and leaves the rest as it was', async () => {
    const user = await userWithAnswers();
    const before = await extraOf(user);
    const res = await t.request('PUT', URL, {
      token: user.token,
      body: { question: '  what is your NOTICE period ', answer: ' 60 days ' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual(expect.objectContaining({ question: 'What is your notice period?', answer: '60 days' }));
    const after = await extraOf(user);
    expect(after.data).toEqual({ ...before.data, 'What is your notice period?': '60 days' });
    expect(after).toEqual(expect.objectContaining({ notice_period: 30, expected_pay: '60k' }));
  });

  it('checks an answer given under "Answers needed" as it was checked there', async () => {
    const user = await userWithAnswers();
    const refused = await t.request('PUT', URL, {
      token: user.token,
      body: { question: 'When can you start?', answer: 'Tomorrow' },
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ answer: [answerNeededMessages.notAnOption] });
    const ok = await t.request('PUT', URL, {
      token: user.token,
      body: { question: 'When can you start?', answer: 'Immediately' },
    });
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual(expect.objectContaining({ answer: 'Immediately', source: 'answers_needed' }));
  });

  it.each([
    [
      'a blank answer',
      { question: 'What is your notice period?', answer: '   ' },
      { answer: [answerNeededMessages.blank] },
    ],
    ['no question', { answer: '60 days' }, { question: [myAnswerMessages.noQuestion] }],
    ['a blank question', { question: ' ', answer: '60 days' }, { question: [myAnswerMessages.noQuestion] }],
    [
      'a too long answer',
      { question: 'What is your notice period?', answer: 'x'.repeat(2001) },
      { answer: [myAnswerMessages.tooLong] },
    ],
  ])('refuses %s with a plain message and saves nothing', async (_case, body, errors) => {
    const user = await userWithAnswers();
    const before = await extraOf(user);
    const res = await t.request('PUT', URL, { token: user.token, body });
    expect(res.status).toBe(400);
    expect(res.body).toEqual(errors);
    expect(await extraOf(user)).toEqual(before);
  });

  it("answers 404 for a question the user has no answer to, another user's included", async () => {
    const owner = await userWithAnswers();
    const other = await userWithAnswers();
    await t.request('DELETE', URL, { token: other.token, body: { question: 'Why do you want to work with us?' } });
    const res = await t.request('PUT', URL, {
      token: other.token,
      body: { question: 'Why do you want to work with us?', answer: 'Changed' },
    });
    expect(res.status).toBe(404);
    expect((await extraOf(owner)).data['Why do you want to work with us?']).toBe('Your product');
    expect((await extraOf(other)).data['Why do you want to work with us?']).toBeUndefined();
  });
});

describe('DELETE /job-search/my-answers/', () => {
  it('deletes one answer and keeps the others', async () => {
    const user = await userWithAnswers();
    const res = await t.request('DELETE', URL, { token: user.token, body: { question: 'When can you start?' } });
    expect(res.status).toBe(204);
    expect(Object.keys((await extraOf(user)).data).sort()).toEqual([
      'What is your notice period?',
      'Why do you want to work with us?',
    ]);
    const again = await t.request('DELETE', URL, { token: user.token, body: { question: 'When can you start?' } });
    expect(again.status).toBe(404);
  });

  it('refuses a request without a question, deleting nothing', async () => {
    const user = await userWithAnswers();
    const before = await extraOf(user);
    const res = await t.request('DELETE', URL, { token: user.token, body: {} });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ question: [myAnswerMessages.noQuestion] });
    expect(await extraOf(user)).toEqual(before);
  });
});
