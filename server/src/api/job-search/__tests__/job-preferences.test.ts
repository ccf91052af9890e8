import { createJobSearch, incrementAppliedJobs } from '@/db/repositories/job-searches';
import { startTestApp, type SignedInUser, type TestApp } from '@test/helpers/test-app';

const PREFS = '/django/api/job-search/job-preferences/';
const LOCKED = 'This field cannot be modified after jobs have been applied';
const TIMESTAMP = /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/;
const valid = { search_term: 'Engineer;Developer', location: 'Berlin', max_jobs: 5 };

let t: TestApp;
let u: SignedInUser;

beforeAll(async () => {
  t = await startTestApp();
  u = await t.registerUser();
});
afterAll(() => t.close());

async function createPreference(user: SignedInUser, body: Record<string, unknown> = valid) {
  const res = await t.request('POST', PREFS, { token: user.token, body });
  expect(res.status).toBe(201);
  return res.body;
}

/** A search on the preference that has already applied to `applied` jobs. */
async function applyOn(user: SignedInUser, preferenceId: number, applied: number) {
  const search = await createJobSearch(t.database.db, user.user.id, preferenceId);
  for (let i = 0; i < applied; i += 1) await incrementAppliedJobs(t.database.db, search!.id);
}

async function listOf(user: SignedInUser) {
  const res = await t.request('GET', PREFS, { token: user.token });
  expect(res.status).toBe(200);
  return res.body as any[];
}

describe('POST /job-search/job-preferences/', () => {
  it('creates a preference with the defaults, owning id and timestamps', async () => {
    const res = await t.request('POST', PREFS, {
      token: u.token,
      body: {
        ...valid,
        id: 999_999,
        created_at: '2001-01-01 00:00:00',
        updated_at: '2001-01-01 00:00:00',
      },
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      search_term: 'Engineer;Developer',
      location: 'Berlin',
      time_period: 'past_one_week',
      remote_only: false,
      relevant_jobs_only: false,
      apply_on_company_sites: true,
      max_jobs: 5,
      excluded_companies: [],
      excluded_keywords: [],
      created_at: expect.stringMatching(TIMESTAMP),
      updated_at: expect.stringMatching(TIMESTAMP),
    });
    expect(res.body.id).not.toBe(999_999);
    expect(res.body.created_at).not.toBe('2001-01-01 00:00:00');
    expect(res.body.updated_at).toBe(res.body.created_at);
  });

  it('stores every field sent, with search terms (a repeat in another case dropped) and location normalised', async () => {
    const res = await t.request('POST', PREFS, {
      token: u.token,
      body: {
        search_term: ' Data Engineer ; ;Analyst ;data engineer;',
        location: '  Remote, EU ',
        time_period: 'past_24_hours',
        remote_only: true,
        relevant_jobs_only: true,
        apply_on_company_sites: false,
        max_jobs: 1000,
      },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      apply_on_company_sites: false,
      search_term: 'Data Engineer;Analyst',
      location: 'Remote, EU',
      time_period: 'past_24_hours',
      remote_only: true,
      relevant_jobs_only: true,
      max_jobs: 1000,
    });
  });

  it.each([
    [
      {},
      {
        search_term: ['This field is required.'],
        location: ['This field is required.'],
        max_jobs: ['This field is required.'],
      },
    ],
    [{ ...valid, search_term: '   ' }, { search_term: ['This field may not be blank.'] }],
    [{ ...valid, search_term: ' ; ;' }, { search_term: ['Job title or keywords are required'] }],
    [
      { ...valid, search_term: 'x'.repeat(501) },
      { search_term: ['Ensure this field has no more than 500 characters.'] },
    ],
    [{ ...valid, search_term: 42 }, { search_term: ['Not a valid string.'] }],
    [{ ...valid, search_term: null }, { search_term: ['This field may not be null.'] }],
    [{ ...valid, location: ' ' }, { location: ['This field may not be blank.'] }],
    [{ ...valid, max_jobs: 0 }, { max_jobs: ['Ensure this value is greater than or equal to 1.'] }],
    [{ ...valid, max_jobs: 1001 }, { max_jobs: ['Ensure this value is less than or equal to 1000.'] }],
    [{ ...valid, max_jobs: 2.5 }, { max_jobs: ['A valid integer is required.'] }],
    [{ ...valid, max_jobs: '5' }, { max_jobs: ['A valid integer is required.'] }],
    [{ ...valid, time_period: 'yesterday' }, { time_period: ['"yesterday" is not a valid choice.'] }],
    [
      { ...valid, remote_only: 'yes', relevant_jobs_only: 1 },
      { remote_only: ['Must be a valid boolean.'], relevant_jobs_only: ['Must be a valid boolean.'] },
    ],
    [{ ...valid, apply_on_company_sites: 'no' }, { apply_on_company_sites: ['Must be a valid boolean.'] }],
    [{ ...valid, apply_on_company_sites: null }, { apply_on_company_sites: ['This field may not be null.'] }],
    [[valid], { non_field_errors: ['Expected a dictionary of items but got type "list".'] }],
  ])('validates %j', async (body, errors) => {
    const before = (await listOf(u)).length;
    const res = await t.request('POST', PREFS, { token: u.token, body });
    expect(res.status).toBe(400);
    expect(res.body).toEqual(errors);
    expect(await listOf(u)).toHaveLength(before);
  });

  it('never answers 5xx to a huge number', async () => {
    const res = await t.request('POST', PREFS, { token: u.token, body: { ...valid, max_jobs: 1e300 } });
    expect(res.status).toBe(400);
    expect(res.body.max_jobs).toContain('Ensure this value is less than or equal to 1000.');
  });

  it('answers malformed JSON with a parse error', async () => {
    const res = await t.request('POST', PREFS, {
      token: u.token,
      raw: '{"search_term": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
    expect(res.body.detail).toMatch(/^JSON parse error - /);
  });
});

describe('GET /job-search/job-preferences/', () => {
  it("lists only the user's own preferences, newest updated first", async () => {
    const a = await t.registerUser();
    const b = await t.registerUser();
    const first = await createPreference(a, { ...valid, search_term: 'first' });
    const second = await createPreference(a, { ...valid, search_term: 'second' });
    await createPreference(b, { ...valid, search_term: 'not yours' });
    expect((await listOf(a)).map((p) => p.search_term)).toEqual(['second', 'first']);

    // Editing the older one brings it to the top.
    const patched = await t.request('PATCH', `${PREFS}${first.id}/`, { token: a.token, body: { max_jobs: 9 } });
    expect(patched.status).toBe(200);
    const list = await listOf(a);
    expect(list.map((p) => p.id)).toEqual([first.id, second.id]);
    expect(list[0]).toEqual(patched.body);
  });

  it('answers an empty list before the first preference', async () => {
    expect(await listOf(await t.registerUser())).toEqual([]);
  });

  it('needs a token', async () => {
    const res = await t.request('GET', PREFS);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ detail: 'Authentication credentials were not provided.' });
  });
});

describe('PATCH /job-search/job-preferences/{id}/', () => {
  it('updates only the fields sent', async () => {
    const created = await createPreference(u);
    const res = await t.request('PATCH', `${PREFS}${created.id}/`, {
      token: u.token,
      body: { location: ' Paris ', remote_only: true },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      ...created,
      location: 'Paris',
      remote_only: true,
      updated_at: expect.stringMatching(TIMESTAMP),
    });
  });

  it('takes the whole preference as the client sends it, ignoring its id and timestamps', async () => {
    const created = await createPreference(u);
    const res = await t.request('PATCH', `${PREFS}${created.id}/`, {
      token: u.token,
      body: {
        ...created,
        id: created.id + 1000,
        search_term: 'Engineer; Architect ',
        time_period: 'past_one_month',
        relevant_jobs_only: true,
        max_jobs: 20,
        created_at: '2001-01-01 00:00:00',
        updated_at: '2030-01-01 00:00:00',
      },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      ...created,
      search_term: 'Engineer;Architect',
      time_period: 'past_one_month',
      relevant_jobs_only: true,
      max_jobs: 20,
      updated_at: expect.stringMatching(TIMESTAMP),
    });
    expect(res.body.updated_at).not.toBe('2030-01-01 00:00:00');
  });

  it('accepts an empty body and changes nothing the user chose', async () => {
    const created = await createPreference(u);
    const res = await t.request('PATCH', `${PREFS}${created.id}/`, { token: u.token, body: {} });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ...created, updated_at: expect.stringMatching(TIMESTAMP) });
  });

  it.each([
    [{ search_term: '' }, { search_term: ['This field may not be blank.'] }],
    [{ search_term: ';' }, { search_term: ['Job title or keywords are required'] }],
    [{ location: '  ' }, { location: ['This field may not be blank.'] }],
    [{ max_jobs: 0 }, { max_jobs: ['Ensure this value is greater than or equal to 1.'] }],
    [{ max_jobs: null }, { max_jobs: ['This field may not be null.'] }],
    [{ time_period: 'past_year' }, { time_period: ['"past_year" is not a valid choice.'] }],
    [{ remote_only: 'true' }, { remote_only: ['Must be a valid boolean.'] }],
    [{ apply_on_company_sites: 'off' }, { apply_on_company_sites: ['Must be a valid boolean.'] }],
  ])('validates %j and saves nothing', async (body, errors) => {
    const created = await createPreference(u);
    const res = await t.request('PATCH', `${PREFS}${created.id}/`, { token: u.token, body });
    expect(res.status).toBe(400);
    expect(res.body).toEqual(errors);
    expect((await listOf(u)).find((p) => p.id === created.id)).toEqual(created);
  });

  it.each([['999999'], ['abc'], ['0'], ['-1'], ['99999999999999999999'], ['1.5']])(
    'answers 404 for the id %s',
    async (id) => {
      const res = await t.request('PATCH', `${PREFS}${id}/`, { token: u.token, body: { max_jobs: 2 } });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ detail: 'Not found.' });
    },
  );

  it("answers 404 for another user's preference and leaves it unchanged", async () => {
    const owner = await t.registerUser();
    const created = await createPreference(owner);
    const res = await t.request('PATCH', `${PREFS}${created.id}/`, {
      token: u.token,
      body: { location: 'Hijacked', max_jobs: 1 },
    });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ detail: 'Not found.' });
    expect(await listOf(owner)).toEqual([created]);
  });

  it('needs a token', async () => {
    const created = await createPreference(u);
    const res = await t.request('PATCH', `${PREFS}${created.id}/`, { body: { max_jobs: 2 } });
    expect(res.status).toBe(401);
  });
});

describe('the edit lock (product §4)', () => {
  const locked = {
    search_term: 'Manager',
    location: 'Rome',
    time_period: 'past_24_hours',
    remote_only: true,
    relevant_jobs_only: true,
  };

  it('refuses every locked field that would change once jobs were applied, saving nothing', async () => {
    const created = await createPreference(u);
    await applyOn(u, created.id, 1);
    const res = await t.request('PATCH', `${PREFS}${created.id}/`, {
      token: u.token,
      body: { ...locked, max_jobs: 50 },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      search_term: [LOCKED],
      location: [LOCKED],
      time_period: [LOCKED],
      remote_only: [LOCKED],
      relevant_jobs_only: [LOCKED],
    });
    expect((await listOf(u)).find((p) => p.id === created.id)).toEqual(created);
  });

  it.each(Object.entries(locked))('names %s alone when only it changes', async (field, value) => {
    const created = await createPreference(u);
    await applyOn(u, created.id, 2);
    const res = await t.request('PATCH', `${PREFS}${created.id}/`, {
      token: u.token,
      body: { ...created, [field]: value, max_jobs: 7 },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ [field]: [LOCKED] });
    expect((await listOf(u)).find((p) => p.id === created.id)?.max_jobs).toBe(created.max_jobs);
  });

  it('lets max_jobs change when the locked fields are sent unchanged (terms compared normalised)', async () => {
    const created = await createPreference(u);
    await applyOn(u, created.id, 3);
    const res = await t.request('PATCH', `${PREFS}${created.id}/`, {
      token: u.token,
      body: { ...created, search_term: ' Engineer ;Developer; ', location: 'Berlin ', max_jobs: 12 },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ...created, max_jobs: 12, updated_at: expect.stringMatching(TIMESTAMP) });
  });

  it('lets the company-site option change after jobs were applied (product §4.13)', async () => {
    const created = await createPreference(u);
    await applyOn(u, created.id, 2);
    const res = await t.request('PATCH', `${PREFS}${created.id}/`, {
      token: u.token,
      body: { ...created, apply_on_company_sites: false },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      ...created,
      apply_on_company_sites: false,
      updated_at: expect.stringMatching(TIMESTAMP),
    });
    expect((await listOf(u)).find((p) => p.id === created.id)?.apply_on_company_sites).toBe(false);
  });

  it('does not apply while the search has applied to nothing', async () => {
    const created = await createPreference(u);
    await applyOn(u, created.id, 0);
    const res = await t.request('PATCH', `${PREFS}${created.id}/`, { token: u.token, body: locked });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject(locked);
  });
});

describe('max_jobs never below the jobs already applied (product §4)', () => {
  it('refuses a max_jobs below the applied count with a plain message, saving nothing', async () => {
    const created = await createPreference(u, { ...valid, max_jobs: 3 });
    await applyOn(u, created.id, 3);
    const res = await t.request('PATCH', `${PREFS}${created.id}/`, { token: u.token, body: { max_jobs: 1 } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ max_jobs: ["Max jobs can't be lower than the 3 jobs already applied."] });
    expect((await listOf(u)).find((p) => p.id === created.id)).toEqual(created);
  });

  it('names max_jobs beside the locked fields refused in the same request', async () => {
    const created = await createPreference(u);
    await applyOn(u, created.id, 3);
    const res = await t.request('PATCH', `${PREFS}${created.id}/`, {
      token: u.token,
      body: { location: 'Rome', max_jobs: 2 },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      location: [LOCKED],
      max_jobs: ["Max jobs can't be lower than the 3 jobs already applied."],
    });
  });

  it('accepts max_jobs equal to the applied count, and any max_jobs while nothing is applied', async () => {
    const created = await createPreference(u, { ...valid, max_jobs: 8 });
    await applyOn(u, created.id, 4);
    const equal = await t.request('PATCH', `${PREFS}${created.id}/`, { token: u.token, body: { max_jobs: 4 } });
    expect(equal.status).toBe(200);
    expect(equal.body.max_jobs).toBe(4);
    const fresh = await createPreference(u, { ...valid, max_jobs: 8 });
    const lowered = await t.request('PATCH', `${PREFS}${fresh.id}/`, { token: u.token, body: { max_jobs: 1 } });
    expect(lowered.status).toBe(200);
  });
});
