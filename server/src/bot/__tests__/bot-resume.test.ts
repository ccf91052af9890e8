import { buildApp } from '@/app';
import { createBotUser } from '@test/helpers/bot-user';
import {
  applicationsOf,
  EXTRA,
  posting,
  RESUME_TEXT,
  startBotHarness,
  waitForRunEnd,
  type BotHarness,
} from '@test/helpers/bot-harness';

// One machine: the server stops in the middle of a run; the next server on the same database
// picks the search up again and finishes it without applying to anything twice.
let h: BotHarness;

beforeAll(async () => {
  h = await startBotHarness();
});
afterAll(() => h.close());

/** Another server process's app on the same database and settings, listening on its own port. */
async function anotherServer() {
  const app = await buildApp({ config: h.t.config, database: h.t.database, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  return { app, url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}` };
}

it('a search left running by a stopped server is resumed by the next one, nothing applied twice', async () => {
  await h.reset({ jobs: ['901', '902', '903', '904'].map((id) => posting(id)) });
  const u = await createBotUser(h.t, {
    linkedin: { username: `resume-${Date.now()}@example.com`, password: 'resume-pass' },
    resumeText: RESUME_TEXT,
    extra: EXTRA,
    preference: { max_jobs: 4 },
  });
  const first = await anotherServer();
  const started = await fetch(`${first.url}/django/api/job-search/${u.searchId}/start/`, {
    method: 'POST',
    headers: { authorization: `Bearer ${u.token}` },
  });
  expect(started.status).toBe(200);
  const deadline = Date.now() + 60_000;
  while ((await h.submissions()).length < 1) {
    if (Date.now() > deadline) throw new Error('no submission within 60 s');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await first.app.close(); // the process stops mid-run; the search stays running
  expect((await h.t.request('GET', `/django/api/job-search/${u.searchId}/`, { token: u.token })).body.status).toBe(
    'running',
  );

  const second = await anotherServer();
  try {
    const search = await waitForRunEnd(h.t, u.token, u.searchId);
    expect(search).toMatchObject({ status: 'completed', num_applied_jobs: 4 });
    const jobIds = (await h.submissions()).map((s) => s.jobId);
    expect(jobIds.sort()).toEqual(['901', '902', '903', '904']);
    const applications = await applicationsOf(h.t, u.token, u.searchId);
    expect(applications.map((a) => a.status)).toEqual(['applied', 'applied', 'applied', 'applied']);
    const me = await h.t.request('GET', '/django/api/accounts/users/me/', { token: u.token });
    expect(me.body.credits).toBe(10 - 4);
  } finally {
    await second.app.close();
  }
});
