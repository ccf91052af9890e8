import { createBotUser } from '@test/helpers/bot-user';
import {
  applicationsOf,
  EXTRA,
  newLinkedinAccount,
  posting,
  RESUME_TEXT,
  startBotHarness,
  waitForRunEnd,
  type BotHarness,
} from '@test/helpers/bot-harness';
import { postingReasons, runNotes } from '../run-notes';

// A busy LinkedIn answers a load now and then with 503 or 429, or drops the connection: the bot
// loads the page again (a few times, with backoff, each retry logged with its reason) and the run
// goes on. A posting whose page stays down fails alone, with a plain reason; the job list staying
// down ends the run with a plain note. Real Chromium against the sandbox's outage switch.
let h: BotHarness;
const logLines: Array<{ msg: string; url?: string; reason?: string; attempt?: number }> = [];

beforeAll(async () => {
  h = await startBotHarness(
    {},
    { logger: { level: 'warn', stream: { write: (line) => logLines.push(JSON.parse(line)) } } },
  );
});
afterAll(() => h.close());
beforeEach(() => {
  logLines.length = 0;
});

const outage = (path: string, answer: '503' | '429' | 'drop', times?: number) =>
  h.control('/__sandbox/outage', { path, answer, times });

const outages = async () =>
  (await (await fetch(`${h.sandbox.url}/__sandbox/outages`)).json()) as Array<{ path: string; failed: number }>;

async function run(preference = {}) {
  const u = await createBotUser(h.t, {
    linkedin: newLinkedinAccount('page-load'),
    resumeText: RESUME_TEXT,
    extra: EXTRA,
    preference,
  });
  const res = await h.t.request('POST', `/django/api/job-search/${u.searchId}/start/`, { token: u.token });
  expect(res.status).toBe(200);
  const search = await waitForRunEnd(h.t, u.token, u.searchId, 120_000);
  return { search, applications: await applicationsOf(h.t, u.token, u.searchId) };
}

const retries = () => logLines.filter((line) => line.msg === 'page did not load; loading it again');

describe('page loads that fail for a while', () => {
  it('are loaded again: the sign-in page, the job list and postings that failed a few times; the run applies', async () => {
    await h.reset({ jobs: [posting('901'), posting('902')] });
    await outage('/login', '503', 1);
    await outage('/jobs/search/', '429', 2);
    // Chromium itself sends a request again (up to twice) when a reused connection closes unanswered:
    // three drops are sure to reach the bot at least once, and leave it a load that succeeds.
    await outage('/jobs/view/901/', 'drop', 3);
    await outage('/jobs/view/902/', '503', 2);

    const { search, applications } = await run();

    expect(search).toMatchObject({ status: 'completed', num_applied_jobs: 2 });
    expect((await h.submissions()).map((s) => s.jobId)).toEqual(['901', '902']);
    expect(applications.map((a) => a.status)).toEqual(['applied', 'applied']);
    // Every failure the sandbox served was met by another load.
    const failed = Object.fromEntries((await outages()).map((o) => [o.path, o.failed]));
    expect(failed).toEqual({ '/login': 1, '/jobs/search/': 2, '/jobs/view/901/': 3, '/jobs/view/902/': 2 });
    // Each retry is logged with its page and its reason.
    const logged = retries().map((line) => [new URL(line.url!).pathname, line.reason]);
    expect(logged).toEqual(
      expect.arrayContaining([
        ['/login', 'HTTP 503'],
        ['/jobs/search/', 'HTTP 429'],
        ['/jobs/view/901/', expect.stringMatching(/^ERR_/)],
        ['/jobs/view/902/', 'HTTP 503'],
      ]),
    );
    expect(logged.filter(([path]) => path === '/jobs/search/')).toHaveLength(2);
    expect(logged.filter(([path]) => path === '/jobs/view/902/')).toHaveLength(2);
  });

  it('a posting whose page stays down fails alone with a plain reason; the run goes on', async () => {
    await h.reset({ jobs: [posting('911'), posting('912')] });
    await outage('/jobs/view/911/', '503');

    const { search, applications } = await run();

    expect(search).toMatchObject({ status: 'completed', num_applied_jobs: 1 });
    expect((await h.submissions()).map((s) => s.jobId)).toEqual(['912']);
    expect(applications.map((a) => [a.job_url, a.status, a.error_message])).toEqual([
      [expect.stringContaining('/911/'), 'failed', postingReasons.didNotLoad],
      [expect.stringContaining('/912/'), 'applied', null],
    ]);
    // Four loads in all (the policy's three retries), then it gave up on that posting only.
    expect((await outages()).find((o) => o.path === '/jobs/view/911/')!.failed).toBe(4);
    expect(logLines.filter((line) => line.msg === 'page did not load; giving up')).toHaveLength(1);
  });

  it('the job list staying down ends the run with a plain note', async () => {
    await h.reset({ jobs: [posting('921')] });
    await outage('/jobs/search/', '503');

    const { search, applications } = await run();

    expect(search).toMatchObject({ status: 'failed', num_applied_jobs: 0, notes: runNotes.linkedinErrors });
    expect(applications).toEqual([]);
    expect(await h.submissions()).toEqual([]);
    expect(retries()).toHaveLength(3);
  });
});
