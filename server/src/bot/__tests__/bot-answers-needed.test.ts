import { and, eq } from 'drizzle-orm';
import { creditLedger } from '@/db/schema';
import { createBotUser } from '@test/helpers/bot-user';
import {
  applicationsOf,
  posting,
  recordLiveEvents,
  RESUME_TEXT,
  startBotHarness,
  waitForRunEnd,
  type BotHarness,
} from '@test/helpers/bot-harness';

// Real Chromium against the sandbox, through the real API; pacing off.
let h: BotHarness;

beforeAll(async () => {
  h = await startBotHarness();
});
afterAll(() => h.close());

const COUNTRY = 'Phone country code';
const LICENCE = 'Do you have a valid driving licence?';
const KUBERNETES = 'How many years of work experience do you have with Kubernetes?';

/** A new user's data: a phone without country code, and nothing on licences or Kubernetes. */
const EXTRA = {
  notice_period: 30,
  current_pay: '50,000 $/year',
  expected_pay: '60,000 $/year',
  data: {
    'Are you authorised to work in Germany': 'Yes',
    'Highest level of education': "Master's Degree",
    'Mobile phone number': '5550100200',
  },
};

describe('answers needed, in real Chromium against the sandbox', () => {
  it('puts postings on hold for the questions the user’s data does not answer, and applies once each after the answers', async () => {
    const base = posting('501').questions!;
    await h.reset({
      // A LinkedIn profile naming no country: the phone country code is not pre-selected.
      newAccounts: { country: null },
      jobs: [
        posting('501'),
        // Two questions the user's data does not answer, on two steps: the second shows only once the first is answered.
        posting('502', {
          questions: [
            ...base,
            { id: 'licence', type: 'radio', label: LICENCE, options: ['Yes', 'No'], step: 3 },
            { id: 'kubernetes', type: 'numeric', label: KUBERNETES, step: 4 },
          ],
        }),
        posting('503', { questions: [...base, { id: 'kubernetes', type: 'numeric', label: KUBERNETES, step: 3 }] }),
      ],
    });
    const u = await createBotUser(h.t, {
      linkedin: { username: `grace-${Date.now()}@example.com`, password: 'secret-pass' },
      resumeText: RESUME_TEXT,
      extra: EXTRA,
      preference: { max_jobs: 5 },
    });
    const api = (method: string, path: string, body?: unknown) =>
      h.t.request(method, `/django/api/job-search/${path}`, { token: u.token, body });
    const answersNeeded = async () => (await api('GET', 'answers-needed/')).body as any[];
    const answer = async (question: string, text: string) => {
      const id = (await answersNeeded()).find((q) => q.question === question)!.id;
      const res = await api('POST', `answers-needed/${id}/answer/`, { answer: text });
      expect(res.status).toBe(200);
    };
    // By posting: the list's order follows each posting's latest attempt.
    const statuses = async () =>
      (await applicationsOf(h.t, u.token, u.searchId))
        .map((a: any) => [a.job_url.match(/view\/(\d+)/)[1], a.status, a.error_message])
        .sort((a: string[], b: string[]) => a[0]!.localeCompare(b[0]!));
    const start = async () => expect((await api('POST', `${u.searchId}/start/`)).status).toBe(200);
    const live = await recordLiveEvents(h.t, u.user.id);
    try {
      // Run 1: every form asks the phone's country code, which LinkedIn has not pre-selected.
      await start();
      await live.waitFor((event, data) => event === 'answer_needed' && data.question === COUNTRY, 60_000);
      const [country] = await answersNeeded();
      expect(country).toEqual({
        id: expect.any(Number),
        question: COUNTRY,
        input: 'choice',
        options: expect.arrayContaining(['United States (+1)', 'Germany (+49)']),
        jobs_waiting: 1,
      });
      // The user answers while the run goes on: 501 is tried again in this same run.
      await answer(COUNTRY, 'United States (+1)');
      let search = await waitForRunEnd(h.t, u.token, u.searchId);
      expect(search).toMatchObject({ status: 'completed', num_applied_jobs: 1 });
      expect(await statuses()).toEqual([
        ['501', 'applied', null],
        ['502', 'waiting', `Waiting for your answer to "${LICENCE}".`],
        ['503', 'waiting', `Waiting for your answer to "${KUBERNETES}".`],
      ]);
      expect(await answersNeeded()).toEqual([
        { id: expect.any(Number), question: LICENCE, input: 'choice', options: ['Yes', 'No'], jobs_waiting: 1 },
        { id: expect.any(Number), question: KUBERNETES, input: 'number', options: null, jobs_waiting: 1 },
      ]);
      expect((await h.submissions()).map((s) => [s.jobId, s.contact.phoneCountry, s.contact.phone])).toEqual([
        ['501', 'United States (+1)', '5550100200'],
      ]);
      // The answer given under "Answers needed" is named as such, not as a custom answer.
      const applied501 = (await applicationsOf(h.t, u.token, u.searchId)).find((a: any) => a.job_url.includes('/501/'));
      expect(applied501.answers).toContainEqual({
        question: COUNTRY,
        answer: 'United States (+1)',
        source: 'answers_needed',
      });

      // Answering does not start a run; the answer is in the user's Additional Information.
      await answer(LICENCE, 'Yes');
      expect((await api('GET', `${u.searchId}/`)).body.status).toBe('completed');
      const extra = (await api('GET', 'extra-information/')).body[0];
      expect(extra.data).toMatchObject({ [COUNTRY]: 'United States (+1)', [LICENCE]: 'Yes' });

      // Run 2 (Continue): 502 gets past the licence and now waits on the Kubernetes question, a second time.
      await start();
      search = await waitForRunEnd(h.t, u.token, u.searchId);
      // Nothing went through this time: not a green "Completed", and the note says why (product §4.2).
      // Only 502 was tried (503 still waits on an unanswered question, so it is not opened again).
      expect(search).toMatchObject({
        status: 'nothing_applied',
        num_applied_jobs: 1,
        notes: 'Finished without applying to any job this time: 1 waited for your answer.',
      });
      expect(await answersNeeded()).toEqual([
        { id: expect.any(Number), question: KUBERNETES, input: 'number', options: null, jobs_waiting: 2 },
      ]);
      expect((await statuses()).map(([id, status]) => [id, status])).toEqual([
        ['501', 'applied'],
        ['502', 'waiting'],
        ['503', 'waiting'],
      ]);

      // Run 3: both applied, once each.
      await answer(KUBERNETES, '3');
      await start();
      search = await waitForRunEnd(h.t, u.token, u.searchId);
      expect(search).toMatchObject({ status: 'completed', num_applied_jobs: 3 });
      expect(await statuses()).toEqual([
        ['501', 'applied', null],
        ['502', 'applied', null],
        ['503', 'applied', null],
      ]);
      expect(await answersNeeded()).toEqual([]);
      const submissions = await h.submissions();
      expect(submissions.map((s) => s.jobId).sort()).toEqual(['501', '502', '503']);
      const byJob = Object.fromEntries(
        submissions.map((s) => [s.jobId, Object.fromEntries(s.answers.map((a) => [a.questionId, a.value]))]),
      );
      expect(byJob['502']).toMatchObject({ licence: 'Yes', kubernetes: '3' });
      expect(byJob['503']).toMatchObject({ kubernetes: '3' });

      const me = await h.t.request('GET', '/django/api/accounts/users/me/', { token: u.token });
      expect(me.body.credits).toBe(7);
      const ledger = await h.t.database.db
        .select()
        .from(creditLedger)
        .where(and(eq(creditLedger.userId, u.user.id), eq(creditLedger.reason, 'job_applied')));
      expect(ledger).toHaveLength(3);

      const needed = live
        .events()
        .filter((e) => e.event === 'answer_needed')
        .map((e) => [e.data.question, e.data.jobs_waiting]);
      expect(needed).toEqual([
        [COUNTRY, 1],
        [LICENCE, 1],
        [KUBERNETES, 1],
        [KUBERNETES, 2],
      ]);
      // The header's badge: one question waiting at the first, none once the last was answered.
      const waiting = live
        .events()
        .filter((e) => e.event === 'answers_waiting_changed')
        .map((e) => e.data.answers_waiting);
      expect(waiting[0]).toBe(1);
      expect(waiting.at(-1)).toBe(0);
    } finally {
      live.close();
    }
    // Three runs in a real browser on a shared machine.
  }, 240_000);
});
