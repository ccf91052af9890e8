import { eq } from 'drizzle-orm';
import { recordAnswerNeeded } from '@/db/repositories/answers-needed';
import { jobApplications } from '@/db/schema';
import { createSearch, recordApplication } from '@test/helpers/applications';
import { startTestApp, type SignedInUser, type TestApp } from '@test/helpers/test-app';

// Parallel writers to one user's Additional Information. On PostgreSQL (TEST_DATABASE_URL) the
// requests really run at once on separate pooled connections; on PGlite they are serialised by
// the single connection, and the test still checks that nothing is overwritten.
const EXTRA = '/django/api/job-search/extra-information/';
const answerPath = (id: number) => `/django/api/job-search/answers-needed/${id}/answer/`;

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** A user with Additional Information and `count` open questions, each with one posting waiting. */
async function userWaitingOn(count: number): Promise<{ user: SignedInUser; extraId: number; questions: number[] }> {
  const user = await t.registerUser();
  const extra = await t.request('POST', EXTRA, {
    token: user.token,
    body: { notice_period: 30, current_pay: '50k', expected_pay: '60k', data: { 'Mobile phone number': '5550100200' } },
  });
  expect(extra.status).toBe(201);
  const { searchId } = await createSearch(t, user);
  const questions: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const needed = await recordAnswerNeeded(t.database.db, user.user.id, {
      label: `Years of experience with tool ${i}?`,
      input: 'number',
      options: null,
    });
    await recordApplication(t, user, searchId, { status: 'waiting', waitingOn: needed.id });
    questions.push(needed.id);
  }
  return { user, extraId: extra.body.id, questions };
}

/**
 * The PATCHes (one body each) and an answer to every question, all sent at once; every one must
 * be answered 200. Then every answer must be kept, with the phone number saved at the start.
 */
async function patchWhileAnswering(user: SignedInUser, extraId: number, questions: number[], bodies: unknown[]) {
  const patches = bodies.map((body) => t.request('PATCH', `${EXTRA}${extraId}/`, { token: user.token, body }));
  const answers = questions.map((id, i) =>
    t.request('POST', answerPath(id), { token: user.token, body: { answer: String(i + 1) } }),
  );
  const results = await Promise.all([...patches, ...answers]);
  expect(results.map((res) => res.status)).toEqual(results.map(() => 200));
  const extra = await extraOf(user);
  questions.forEach((_, i) => expect(extra.data[`Years of experience with tool ${i}?`]).toBe(String(i + 1)));
  expect(extra.data['Mobile phone number']).toBe('5550100200');
  return extra;
}

const extraOf = async (user: SignedInUser) => (await t.request('GET', EXTRA, { token: user.token })).body[0];

it('keeps every one of 20 answers given at once, and closes every question', async () => {
  const { user, questions } = await userWaitingOn(20);
  const answers = await Promise.all(
    questions.map((id, i) => t.request('POST', answerPath(id), { token: user.token, body: { answer: String(i + 1) } })),
  );
  expect(answers.map((res) => res.status)).toEqual(questions.map(() => 200));
  expect(answers.map((res) => res.body.jobs_waiting)).toEqual(questions.map(() => 1));

  const data = (await extraOf(user)).data as Record<string, string>;
  expect(Object.keys(data)).toHaveLength(21);
  questions.forEach((_, i) => expect(data[`Years of experience with tool ${i}?`]).toBe(String(i + 1)));
  expect(data['Mobile phone number']).toBe('5550100200');
  const open = await t.request('GET', '/django/api/job-search/answers-needed/', { token: user.token });
  expect(open.body).toEqual([]);
  // Every posting that waited is tried again, none left waiting on a closed question.
  const postings = await t.database.db
    .select({ status: jobApplications.status })
    .from(jobApplications)
    .where(eq(jobApplications.userId, user.user.id));
  expect(postings).toHaveLength(20);
  expect(postings.filter((posting) => posting.status !== 'answered')).toEqual([]);
});

it('answers the same question once when it is answered twice at once, and keeps the winner', async () => {
  const { user, questions } = await userWaitingOn(1);
  const [first, second] = await Promise.all(
    ['3', '7'].map((answer) => t.request('POST', answerPath(questions[0]!), { token: user.token, body: { answer } })),
  );
  const statuses = [first!.status, second!.status].sort();
  expect(statuses).toEqual([200, 404]);
  const winner = first!.status === 200 ? '3' : '7';
  expect((await extraOf(user)).data['Years of experience with tool 0?']).toBe(winner);
});

it('loses nothing when PATCHes of Additional Information race the answers', async () => {
  const { user, extraId, questions } = await userWaitingOn(10);
  const extra = await patchWhileAnswering(
    user,
    extraId,
    questions,
    [5, 10, 15, 20, 25].map((days) => ({ notice_period: days, expected_pay: `${days}k`, follow_companies: true })),
  );
  expect(extra.follow_companies).toBe(true);
  // One of the PATCHes was last: its two fields together, never a mix of two PATCHes.
  expect(extra.expected_pay).toBe(`${extra.notice_period}k`);
});

it('loses no answer when PATCHes of the custom answers, edited from an older copy, race the answers', async () => {
  const { user, extraId, questions } = await userWaitingOn(10);
  const read = (await extraOf(user)).data as Record<string, string>;
  // Five dialogs opened before the answers, each adding one answer of its own to the copy it read.
  const extra = await patchWhileAnswering(
    user,
    extraId,
    questions,
    [1, 2, 3, 4, 5].map((n) => ({ data: { ...read, [`Dialog ${n} question?`]: `dialog ${n}` }, data_base: read })),
  );
  [1, 2, 3, 4, 5].forEach((n) => expect(extra.data[`Dialog ${n} question?`]).toBe(`dialog ${n}`));
  expect(Object.keys(extra.data)).toHaveLength(16);
});
