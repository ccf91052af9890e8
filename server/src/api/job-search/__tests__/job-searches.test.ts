import { incrementAppliedJobs } from '@/db/repositories/job-searches';
import { createBotUser } from '@test/helpers/bot-user';
import { startTestApp, type SignedInUser, type TestApp } from '@test/helpers/test-app';

const SEARCHES = '/django/api/job-search/';
const PREFS = '/django/api/job-search/job-preferences/';
const TIMESTAMP = /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/;

let t: TestApp;
let u: SignedInUser;

beforeAll(async () => {
  t = await startTestApp();
  u = await t.registerUser();
});
afterAll(() => t.close());

async function createPreference(user: SignedInUser, searchTerm = 'Engineer;Developer') {
  const res = await t.request('POST', PREFS, {
    token: user.token,
    body: { search_term: searchTerm, location: 'Berlin', max_jobs: 5, remote_only: true },
  });
  expect(res.status).toBe(201);
  return res.body;
}

async function createSearch(user: SignedInUser, searchTerm?: string) {
  const preference = await createPreference(user, searchTerm);
  const res = await t.request('POST', SEARCHES, { token: user.token, body: { job_preference: preference.id } });
  expect(res.status).toBe(201);
  return res.body;
}

async function listOf(user: SignedInUser) {
  const res = await t.request('GET', SEARCHES, { token: user.token });
  expect(res.status).toBe(200);
  return res.body as any[];
}

describe('POST /job-search/', () => {
  it('creates a not-started search on the preference, nested in the answer', async () => {
    const preference = await createPreference(u);
    const res = await t.request('POST', SEARCHES, { token: u.token, body: { job_preference: preference.id } });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      status: 'not_started',
      notes: null,
      num_applied_jobs: 0,
      created_at: expect.stringMatching(TIMESTAMP),
      updated_at: expect.stringMatching(TIMESTAMP),
      started_at: null,
      verification_seconds_left: null,
      job_preference: preference,
      schedule: null,
      paused: false,
      schedule_log: [],
    });
  });

  it('ignores any other field the client sends', async () => {
    const preference = await createPreference(u);
    const res = await t.request('POST', SEARCHES, {
      token: u.token,
      body: { job_preference: preference.id, status: 'completed', num_applied_jobs: 99, notes: 'x' },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ status: 'not_started', num_applied_jobs: 0, notes: null });
  });

  it('refuses a second search on the same preference', async () => {
    const preference = await createPreference(u);
    const body = { job_preference: preference.id };
    expect((await t.request('POST', SEARCHES, { token: u.token, body })).status).toBe(201);
    const again = await t.request('POST', SEARCHES, { token: u.token, body });
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ job_preference: ['job search with this job preference already exists.'] });
  });

  it('lets exactly one of several racing creations through', async () => {
    const preference = await createPreference(u);
    const results = await Promise.all(
      [0, 1, 2, 3].map(() => t.request('POST', SEARCHES, { token: u.token, body: { job_preference: preference.id } })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 400, 400, 400]);
  });

  it("answers another user's preference as one that does not exist, and creates nothing", async () => {
    const owner = await t.registerUser();
    const preference = await createPreference(owner);
    const res = await t.request('POST', SEARCHES, { token: u.token, body: { job_preference: preference.id } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ job_preference: [`Invalid pk "${preference.id}" - object does not exist.`] });
    expect(await listOf(owner)).toEqual([]);
    // The owner can still create it.
    const own = await t.request('POST', SEARCHES, { token: owner.token, body: { job_preference: preference.id } });
    expect(own.status).toBe(201);
  });

  it.each([[999_999], [0], [-3], [2 ** 40]])('answers the unknown preference %d with DRF wording', async (id) => {
    const res = await t.request('POST', SEARCHES, { token: u.token, body: { job_preference: id } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ job_preference: [`Invalid pk "${id}" - object does not exist.`] });
  });

  it.each([
    [{}, { job_preference: ['This field is required.'] }],
    [{ job_preference: null }, { job_preference: ['This field may not be null.'] }],
    [{ job_preference: 'abc' }, { job_preference: ['A valid integer is required.'] }],
    [{ job_preference: 1.5 }, { job_preference: ['A valid integer is required.'] }],
    [{ job_preference: { id: 1 } }, { job_preference: ['A valid integer is required.'] }],
  ])('validates %j', async (body, errors) => {
    const res = await t.request('POST', SEARCHES, { token: u.token, body });
    expect(res.status).toBe(400);
    expect(res.body).toEqual(errors);
  });

  it('answers a body-less POST by naming the missing field', async () => {
    const res = await t.request('POST', SEARCHES, { token: u.token });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ job_preference: ['This field is required.'] });
  });

  it('never answers 5xx to a number beyond safe integers', async () => {
    const res = await t.request('POST', SEARCHES, {
      token: u.token,
      raw: '{"job_preference": 1e30}',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body)).toEqual(['job_preference']);
  });

  it('needs a token', async () => {
    const res = await t.request('POST', SEARCHES, { body: { job_preference: 1 } });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ detail: 'Authentication credentials were not provided.' });
  });
});

describe('GET /job-search/', () => {
  it("lists the user's own searches, newest updated first, each with its preference", async () => {
    const a = await t.registerUser();
    const b = await t.registerUser();
    const first = await createSearch(a, 'first');
    const second = await createSearch(a, 'second');
    await createSearch(b, 'not yours');
    expect(await listOf(a)).toEqual([second, first]);

    // A search that applies to a job is updated, so it comes first.
    await incrementAppliedJobs(t.database.db, first.id);
    const list = await listOf(a);
    expect(list.map((s) => s.id)).toEqual([first.id, second.id]);
    expect(list[0]).toMatchObject({ num_applied_jobs: 1, job_preference: first.job_preference });
  });

  it('answers an empty list before the first search', async () => {
    expect(await listOf(await t.registerUser())).toEqual([]);
  });

  it('reads 50 searches with one query, not one per search', async () => {
    const many = await t.registerUser();
    await createSearch(many, 'only one');
    const selects = jest.spyOn(t.app.db, 'select');
    await listOf(many);
    const forOne = selects.mock.calls.length;
    for (let i = 1; i < 50; i += 1) await createSearch(many, `term ${i}`);
    selects.mockClear();
    const list = await listOf(many);
    expect(selects.mock.calls.length).toBe(forOne);
    selects.mockRestore();
    expect(list).toHaveLength(50);
    expect(new Set(list.map((s) => s.job_preference.search_term)).size).toBe(50);
  });

  it('needs a token', async () => {
    expect((await t.request('GET', SEARCHES)).status).toBe(401);
  });
});

describe('GET /job-search/{id}/', () => {
  it('answers the search with its preference', async () => {
    const created = await createSearch(u);
    const res = await t.request('GET', `${SEARCHES}${created.id}/`, { token: u.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual(created);
  });

  it('shows the applied count the bot recorded', async () => {
    const created = await createSearch(u);
    await incrementAppliedJobs(t.database.db, created.id);
    await incrementAppliedJobs(t.database.db, created.id);
    const res = await t.request('GET', `${SEARCHES}${created.id}/`, { token: u.token });
    expect(res.body.num_applied_jobs).toBe(2);
  });

  it("answers 404 for another user's search", async () => {
    const owner = await t.registerUser();
    const created = await createSearch(owner);
    const res = await t.request('GET', `${SEARCHES}${created.id}/`, { token: u.token });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ detail: 'Not found.' });
  });

  it.each([['999999'], ['abc'], ['0'], ['99999999999999999999']])('answers 404 for the id %s', async (id) => {
    const res = await t.request('GET', `${SEARCHES}${id}/`, { token: u.token });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ detail: 'Not found.' });
  });

  it('needs a token', async () => {
    const created = await createSearch(u);
    expect((await t.request('GET', `${SEARCHES}${created.id}/`)).status).toBe(401);
  });
});

describe('started_at (product §2.7 "Started")', () => {
  it('is null until the search is started, then the time of the latest start', async () => {
    const bot = await createBotUser(t);
    const before = await t.request('GET', `${SEARCHES}${bot.searchId}/`, { token: bot.token });
    expect(before.body.started_at).toBeNull();
    const started = await t.request('POST', `${SEARCHES}${bot.searchId}/start/`, { token: bot.token });
    expect(started.status).toBe(200);
    expect(started.body.started_at).toMatch(TIMESTAMP);
    expect(started.body.started_at >= before.body.created_at).toBe(true);
    // The run cannot reach LinkedIn here; stop it so the file ends with nothing running.
    await t.request('POST', `${SEARCHES}${bot.searchId}/stop/`, { token: bot.token });
  });
});
