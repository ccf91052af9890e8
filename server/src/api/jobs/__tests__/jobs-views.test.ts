import { startTestApp, type SignedInUser, type TestApp } from '@test/helpers/test-app';

const JOBS = '/django/api/jobs';

let t: TestApp;
let u: SignedInUser;

beforeAll(async () => {
  t = await startTestApp();
  u = await t.registerUser();
});
afterAll(() => t.close());

async function createJob(user: SignedInUser, body: Record<string, unknown>) {
  const res = await t.request('POST', JOBS, { token: user.token, body });
  expect(res.status).toBe(201);
  return res.body;
}

async function get(user: SignedInUser, path: string) {
  return t.request('GET', `${JOBS}${path}`, { token: user.token });
}

describe('GET /jobs/stats', () => {
  it('counts every status, zeros included, for the user alone', async () => {
    const user = await t.registerUser();
    const zeros = { saved: 0, applied: 0, interviewing: 0, offered: 0, rejected: 0, withdrawn: 0 };
    expect((await get(user, '/stats')).body).toEqual({ total: 0, by_status: zeros });

    await createJob(user, { title: 'A', company: 'X' });
    await createJob(user, { title: 'B', company: 'X', status: 'applied' });
    const moved = await createJob(user, { title: 'C', company: 'X', status: 'applied' });
    await t.request('PATCH', `${JOBS}/${moved.id}/status`, { token: user.token, body: { status: 'offered' } });
    await createJob(u, { title: 'Not theirs', company: 'X', status: 'rejected' });

    const res = await get(user, '/stats');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ total: 3, by_status: { ...zeros, saved: 1, applied: 1, offered: 1 } });
  });

  it('needs a token', async () => {
    expect((await t.request('GET', `${JOBS}/stats`)).status).toBe(401);
  });
});

describe('GET /jobs/recent', () => {
  let user: SignedInUser;
  let created: any[];

  beforeAll(async () => {
    user = await t.registerUser();
    created = [];
    for (let i = 1; i <= 7; i += 1) created.push(await createJob(user, { title: `Job ${i}`, company: 'X' }));
  });

  it('answers the 5 most recently updated jobs by default', async () => {
    const res = await get(user, '/recent');
    expect(res.status).toBe(200);
    expect(res.body.map((j: any) => j.title)).toEqual(['Job 7', 'Job 6', 'Job 5', 'Job 4', 'Job 3']);
  });

  it('honours limit, and an update brings a job to the top', async () => {
    await t.request('PATCH', `${JOBS}/${created[0].id}/status`, { token: user.token, body: { status: 'applied' } });
    const res = await get(user, '/recent?limit=2');
    expect(res.body.map((j: any) => j.title)).toEqual(['Job 1', 'Job 7']);
    expect((await get(user, '/recent?limit=100')).body).toHaveLength(7);
  });

  it('shows nothing of other users', async () => {
    expect((await get(await t.registerUser(), '/recent')).body).toEqual([]);
  });

  it.each([
    ['0', 'Ensure this value is greater than or equal to 1.'],
    ['101', 'Ensure this value is less than or equal to 100.'],
    ['abc', 'A valid integer is required.'],
    ['2.5', 'A valid integer is required.'],
    ['', 'Ensure this value is greater than or equal to 1.'],
  ])('validates limit=%s', async (limit, message) => {
    const res = await get(user, `/recent?limit=${limit}`);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ limit: [message] });
  });
});

describe('GET /jobs/search', () => {
  let user: SignedInUser;
  let python: any, rust: any, notes: any, percent: any, underscore: any;

  beforeAll(async () => {
    user = await t.registerUser();
    python = await createJob(user, { title: 'Python Developer', company: 'Snake Oil', status: 'applied' });
    rust = await createJob(user, { title: 'Systems Engineer', company: 'PYTHONISTAS Ltd' });
    notes = await createJob(user, { title: 'Analyst', company: 'Numbers', notes: 'Uses python daily' });
    percent = await createJob(user, { title: 'Growth 100% remote', company: 'Remote Co' });
    underscore = await createJob(user, { title: 'data_engineer', company: 'Under Co', notes: 'c:\\path' });
    await createJob(await t.registerUser(), { title: 'Python elsewhere', company: 'Other' });
  });

  it('matches title, company or notes, case-insensitively, newest updated first', async () => {
    const res = await get(user, '/search?search=PyThOn');
    expect(res.status).toBe(200);
    expect(res.body).toEqual([notes, rust, python]);
  });

  it('combines the search with the status and company filters', async () => {
    expect((await get(user, '/search?search=python&status=applied')).body).toEqual([python]);
    expect((await get(user, '/search?search=python&company=pythonistas')).body).toEqual([rust]);
    expect((await get(user, '/search?search=python&status=offered')).body).toEqual([]);
  });

  it('answers everything for an empty or missing search', async () => {
    expect((await get(user, '/search?search=')).body).toHaveLength(5);
    expect((await get(user, '/search')).body).toHaveLength(5);
    expect((await get(user, '/search?search=%20%20')).body).toHaveLength(5);
  });

  it('treats %, _ and \\ typed by the user as plain characters', async () => {
    expect((await get(user, `/search?search=${encodeURIComponent('%')}`)).body).toEqual([percent]);
    expect((await get(user, '/search?search=a_e')).body).toEqual([underscore]);
    expect((await get(user, '/search?search=_')).body).toEqual([underscore]);
    expect((await get(user, `/search?search=${encodeURIComponent('c:\\p')}`)).body).toEqual([underscore]);
    expect((await get(user, `/search?search=${encodeURIComponent('100%')}`)).body).toEqual([percent]);
  });

  it.each([
    [`?search=${'x'.repeat(301)}`, { search: ['Ensure this field has no more than 300 characters.'] }],
    ['?search=a&status=nope', { status: ['"nope" is not a valid choice.'] }],
    ['?search=a&search=b', { search: ['Not a valid string.'] }],
  ])('validates %s', async (query, errors) => {
    const res = await get(user, `/search${query}`);
    expect(res.status).toBe(400);
    expect(res.body).toEqual(errors);
  });

  it('needs a token', async () => {
    expect((await t.request('GET', `${JOBS}/search?search=x`)).status).toBe(401);
  });
});
