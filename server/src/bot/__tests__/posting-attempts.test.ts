import { openTestDatabase } from '@test/helpers/test-database';
import type { Database } from '@/db/client';
import { markAnswerNeededAnswered } from '@/db/repositories/answers-needed';
import {
  findOwnApplication,
  mayRetry,
  recordAttempt,
  retryablePostings,
} from '@/db/repositories/job-application-attempts';
import { createJobPreference } from '@/db/repositories/job-preferences';
import { createJobSearch } from '@/db/repositories/job-searches';
import { createUser } from '@/db/repositories/users';
import type { FormQuestion } from '../answers/applicant';
import { recordFailed, recordWaiting, type PostingAttempt } from '../posting-attempts';

// The bookkeeping of retries on a real database; the browser side is in bot-answers-needed.test.ts.
let database: Database;
let seq = 0;
const published: Array<{ event: string; payload: any }> = [];
const live = {
  publish: async (_userId: number, event: string, payload: unknown) => void published.push({ event, payload }),
} as any;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

async function searchOfNewUser() {
  seq += 1;
  const user = await createUser(database.db, {
    email: `attempts${seq}-${Date.now()}@example.com`,
    firstName: 'A',
    lastName: 'T',
    passwordHash: 'x',
    credits: 10,
  });
  const preference = await createJobPreference(database.db, user!.id, {
    searchTerm: 'Engineer',
    location: 'Berlin',
    timePeriod: 'past_one_week',
    remoteOnly: false,
    relevantJobsOnly: false,
    maxJobs: 5,
  });
  const search = await createJobSearch(database.db, user!.id, preference.id);
  return { userId: user!.id, jobSearchId: search!.id };
}

const card = {
  jobId: '9001',
  title: 'Engineer',
  company: 'Acme',
  url: 'http://127.0.0.1/jobs/view/9001/',
  applied: false,
};
const licence: FormQuestion = { label: 'Driving licence?', kind: 'radio', required: true, options: ['Yes', 'No'] };

async function attemptOf(s: { userId: number; jobSearchId: number }): Promise<PostingAttempt> {
  return { ...s, card, existing: await findOwnApplication(database.db, s.userId, card.jobId), answers: [] };
}

describe('posting attempts', () => {
  it('a waiting posting is retried only once its question is answered, and given up at the third attempt', async () => {
    const s = await searchOfNewUser();
    const first = await recordWaiting({ db: database.db, live }, await attemptOf(s), licence);
    expect(first).toMatchObject({
      status: 'waiting',
      attempts: 1,
      errorMessage: 'Waiting for your answer to "Driving licence?".',
    });
    expect(published.slice(-2)).toEqual([
      {
        event: 'answer_needed',
        payload: {
          id: first.waitingOn,
          question: 'Driving licence?',
          options: ['Yes', 'No'],
          input: 'choice',
          jobs_waiting: 1,
        },
      },
      // The header's badge: one question waits.
      { event: 'answers_waiting_changed', payload: { answers_waiting: 1 } },
    ]);
    expect(await mayRetry(database.db, first)).toBe(false);
    expect(await retryablePostings(database.db, s.userId, { failed: true })).toEqual([]);

    await markAnswerNeededAnswered(database.db, s.userId, first.waitingOn!);
    expect(await mayRetry(database.db, first)).toBe(true);
    expect((await retryablePostings(database.db, s.userId, { failed: false })).map((r) => r.id)).toEqual([first.id]);

    // The answer did not fit this form: the question is asked again (reopened), the posting waits again.
    const second = await recordWaiting({ db: database.db, live }, await attemptOf(s), licence);
    expect(second).toMatchObject({ id: first.id, status: 'waiting', attempts: 2, waitingOn: first.waitingOn });
    expect(await mayRetry(database.db, second)).toBe(false);
    await markAnswerNeededAnswered(database.db, s.userId, first.waitingOn!);

    const third = await recordWaiting({ db: database.db, live }, await attemptOf(s), licence);
    expect(third).toMatchObject({
      id: first.id,
      status: 'failed',
      attempts: 3,
      waitingOn: null,
      errorMessage:
        'Gave up after 3 attempts. Could not answer: "Driving licence?". Add it under Additional Information.',
    });
    expect(await mayRetry(database.db, third)).toBe(false);
    expect(await retryablePostings(database.db, s.userId, { failed: true })).toEqual([]);
  });

  it('a failed posting is retried at the next start up to 3 attempts in all', async () => {
    const s = await searchOfNewUser();
    const first = await recordFailed(
      { db: database.db },
      await attemptOf(s),
      'LinkedIn did not accept the application: busy',
    );
    expect(first).toMatchObject({
      status: 'failed',
      attempts: 1,
      errorMessage: 'LinkedIn did not accept the application: busy',
    });
    expect((await retryablePostings(database.db, s.userId, { failed: true })).map((r) => r.id)).toEqual([first.id]);
    // Between pages only answered questions are retried, not failures.
    expect(await retryablePostings(database.db, s.userId, { failed: false })).toEqual([]);
    await recordFailed({ db: database.db }, await attemptOf(s), 'LinkedIn did not accept the application: busy');
    const last = await recordFailed(
      { db: database.db },
      await attemptOf(s),
      'LinkedIn did not accept the application: busy',
    );
    expect(last).toMatchObject({
      status: 'failed',
      attempts: 3,
      errorMessage: 'Gave up after 3 attempts. LinkedIn did not accept the application: busy',
    });
    expect(await retryablePostings(database.db, s.userId, { failed: true })).toEqual([]);
  });

  it('applied and already applied are final: a later outcome changes nothing', async () => {
    const s = await searchOfNewUser();
    await recordWaiting({ db: database.db, live }, await attemptOf(s), licence);
    const applied = await recordAttempt(database.db, {
      userId: s.userId,
      jobSearchId: s.jobSearchId,
      linkedinJobId: card.jobId,
      jobTitle: card.title,
      companyName: card.company,
      jobUrl: card.url,
      status: 'applied',
    });
    expect(applied).toMatchObject({ changed: true, application: { status: 'applied', attempts: 2, waitingOn: null } });
    const again = await recordAttempt(database.db, {
      ...applied.application,
      jobSearchId: s.jobSearchId,
      status: 'already_applied',
    });
    expect(again).toMatchObject({ changed: false, application: { id: applied.application.id, status: 'applied' } });
    const failed = await recordFailed({ db: database.db }, await attemptOf(s), 'late failure');
    expect(failed).toMatchObject({ status: 'applied', attempts: 2 });
  });
});
