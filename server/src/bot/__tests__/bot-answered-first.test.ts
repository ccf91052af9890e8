import { companySiteReasons } from '../company-sites/company-site-reasons';
import { createBotUser } from '@test/helpers/bot-user';
import {
  applicationsOf,
  EXTRA,
  newLinkedinAccount,
  posting,
  recordLiveEvents,
  RESUME_TEXT,
  startBotHarness,
  waitForRunEnd,
  type BotHarness,
} from '@test/helpers/bot-harness';
import { postingReasons } from '../run-notes';

// product §4.3: an answer saved while the run goes on puts its postings first in line, before new
// postings and before the run may end on its maximum; closed and external postings are skipped for
// good. Real Chromium against the sandbox, through the real API; pacing off.
let h: BotHarness;

beforeAll(async () => {
  h = await startBotHarness();
});
afterAll(() => h.close());

const LICENCE = 'Do you have a valid driving licence?';
const withLicence = (id: string) =>
  posting(id, {
    questions: [...posting(id).questions!, { id: 'licence', type: 'radio', label: LICENCE, options: ['Yes', 'No'] }],
  });
const jobIdOf = (a: { job_url: string }) => /view\/(\d+)/.exec(a.job_url)![1];

describe('answered postings and skipped postings', () => {
  it('an answer given mid-run is tried right after the posting in hand, before the run reaches its maximum', async () => {
    await h.reset({ jobs: [withLicence('8101'), posting('8102'), posting('8103'), posting('8104')] });
    const u = await createBotUser(h.t, {
      linkedin: newLinkedinAccount('answered-first'),
      resumeText: RESUME_TEXT,
      extra: EXTRA,
      preference: { max_jobs: 2 },
    });
    const api = (method: string, path: string, body?: unknown) =>
      h.t.request(method, `/django/api/job-search/${path}`, { token: u.token, body });
    const live = await recordLiveEvents(h.t, u.user.id);
    try {
      expect((await api('POST', `${u.searchId}/start/`)).status).toBe(200);
      await live.waitFor((event, data) => event === 'answer_needed' && data.question === LICENCE, 60_000);
      const [question] = (await api('GET', 'answers-needed/')).body as Array<{ id: number; jobs_waiting: number }>;
      expect(question!.jobs_waiting).toBe(1);
      const answered = await api('POST', `answers-needed/${question!.id}/answer/`, { answer: 'Yes' });
      expect(answered.body).toMatchObject({ jobs_waiting: 1 });
      // At once, every page learns the posting no longer waits for the user: nothing waits any more.
      await live.waitFor(
        (event, data) => event === 'job_application_recorded' && data.application.status === 'answered',
      );
      expect((await api('GET', 'answers-needed/')).body).toEqual([]);

      const search = await waitForRunEnd(h.t, u.token, u.searchId);
      expect(search).toMatchObject({ status: 'completed', num_applied_jobs: 2 });
      // 8102 was in hand when the answer came; 8101 went next, and the maximum kept 8103 out.
      expect((await h.submissions()).map((s) => s.jobId)).toEqual(['8102', '8101']);
      const applications = await applicationsOf(h.t, u.token, u.searchId);
      expect(applications.map((a: any) => [jobIdOf(a), a.status])).toEqual([
        ['8102', 'applied'],
        ['8101', 'applied'],
      ]);
      // The posting's answer is named for where it came from.
      expect(applications[1].answers).toContainEqual({ question: LICENCE, answer: 'Yes', source: 'answers_needed' });
      // What the posting went through, live: waiting, answered, applied.
      const of8101 = live
        .events()
        .filter((e) => e.event === 'job_application_recorded' && e.data.application.job_url.includes('/8101/'))
        .map((e) => e.data.application.status);
      expect(of8101).toEqual(['waiting', 'answered', 'applied']);
    } finally {
      live.close();
    }
  }, 180_000);

  it('an answer given once for one wording answers another wording later in the same run, and the user is asked once', async () => {
    const rust = (id: string, label: string, extra: Record<string, unknown> = {}) =>
      posting(id, { questions: [{ id: 'rust', type: 'numeric', label, decimal: true, ...extra }] });
    // Two wordings of "years with Rust" (neither in the answer corpus) with postings the user's data
    // answers between them. Whether the second comes before the answer (then it waits on the same
    // question) or after it (then it is answered at once), the user is asked one question.
    const first = 'How many years have you worked with Rust?';
    const second = 'Years spent working with Rust';
    await h.reset({
      jobs: [
        rust('8301', first),
        ...['8302', '8303', '8304', '8305'].map((id) => posting(id)),
        rust('8306', second, { description: 'Decimals are fine' }),
      ],
    });
    const u = await createBotUser(h.t, {
      linkedin: newLinkedinAccount('asked-once'),
      resumeText: RESUME_TEXT,
      extra: EXTRA,
      preference: { max_jobs: 10 },
    });
    const api = (method: string, path: string, body?: unknown) =>
      h.t.request(method, `/django/api/job-search/${path}`, { token: u.token, body });
    const live = await recordLiveEvents(h.t, u.user.id);
    try {
      expect((await api('POST', `${u.searchId}/start/`)).status).toBe(200);
      await live.waitFor((event, data) => event === 'answer_needed' && data.question === first, 60_000);
      const [asked] = (await api('GET', 'answers-needed/')).body as Array<{ id: number }>;
      expect((await api('POST', `answers-needed/${asked!.id}/answer/`, { answer: '2.5' })).status).toBe(200);

      expect(await waitForRunEnd(h.t, u.token, u.searchId)).toMatchObject({ status: 'completed', num_applied_jobs: 6 });
      const questionsAsked = live
        .events()
        .filter((e) => e.event === 'answer_needed')
        .map((e) => e.data.question);
      expect(new Set(questionsAsked)).toEqual(new Set([first]));
      const applications = await applicationsOf(h.t, u.token, u.searchId);
      const rustAnswers = applications
        .filter((a: any) => ['8301', '8306'].includes(jobIdOf(a) ?? ''))
        .map((a: any) => [jobIdOf(a), a.status, a.answers.find((x: any) => /rust/i.test(x.question))]);
      expect(rustAnswers.sort()).toEqual([
        ['8301', 'applied', { question: first, answer: '2.5', source: 'answers_needed' }],
        ['8306', 'applied', { question: second, answer: '2.5', source: 'answers_needed' }],
      ]);
      // What LinkedIn received is the user's figure, in both wordings.
      const sent = (await h.submissions()).filter((s) => ['8301', '8306'].includes(s.jobId));
      expect(sent.map((s) => [s.jobId, s.answers.find((a) => a.questionId === 'rust')?.value]).sort()).toEqual([
        ['8301', '2.5'],
        ['8306', '2.5'],
      ]);
      expect((await api('GET', 'answers-needed/')).body).toEqual([]);
    } finally {
      live.close();
    }
  }, 240_000);

  it('a closed or external posting is skipped, not failed, and not opened again on the next start', async () => {
    await h.reset({
      jobs: [
        posting('8201', { closed: true }),
        posting('8202', { easyApply: false, listedAsEasyApply: true }),
        posting('8203'),
      ],
    });
    const u = await createBotUser(h.t, {
      linkedin: newLinkedinAccount('skipped'),
      resumeText: RESUME_TEXT,
      extra: EXTRA,
      preference: { max_jobs: 5 },
    });
    const live = await recordLiveEvents(h.t, u.user.id);
    try {
      const start = async () =>
        expect(
          (await h.t.request('POST', `/django/api/job-search/${u.searchId}/start/`, { token: u.token })).status,
        ).toBe(200);
      await start();
      expect(await waitForRunEnd(h.t, u.token, u.searchId)).toMatchObject({ status: 'completed', num_applied_jobs: 1 });
      const applications = await applicationsOf(h.t, u.token, u.searchId);
      expect(
        applications.map((a: any) => [jobIdOf(a), a.status, a.error_message]).sort((a: any, b: any) => a[0] - b[0]),
      ).toEqual([
        ['8201', 'skipped', postingReasons.closed],
        ['8202', 'skipped', companySiteReasons.unsupported(`${h.sandbox.url}/__sandbox/external-apply/8202`)],
        ['8203', 'applied', null],
      ]);
      // The external posting keeps its link: its page leads to the company's site.
      expect(applications.find((a: any) => jobIdOf(a) === '8202').job_url).toBe(`${h.sandbox.url}/jobs/view/8202/`);

      live.client.frames.length = 0;
      await start();
      await waitForRunEnd(h.t, u.token, u.searchId);
      const opened = live
        .events()
        .filter((e) => e.event === 'job_search_activity' && e.data.activity.step === 'applying')
        .map((e) => e.data.activity.company_name);
      expect(opened).toEqual([]);
      expect((await h.submissions()).map((s) => s.jobId)).toEqual(['8203']);
    } finally {
      live.close();
    }
  }, 180_000);
});
