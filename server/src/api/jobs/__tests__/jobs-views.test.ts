import { jobs } from '@/db/schema';
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

describe('GET /jobs/search over a tracker of hundreds of jobs', () => {
  // More jobs than one searched chunk (200): every third one's notes hold the word, the rest not.
  const COUNT = 650;
  let user: SignedInUser;

  beforeAll(async () => {
    user = await t.registerUser();
    const base = Date.UTC(2026, 0, 1);
    await t.database.db.insert(jobs).values(
      Array.from({ length: COUNT }, (_, i) => ({
        userId: user.user.id,
        title: `Job ${i}`,
        company: i % 2 ? 'Odd Co' : 'Even Co',
        notes: i % 3 === 0 ? `Long notes ${'x'.repeat(100)} kubernetes ${i}` : `Long notes ${'x'.repeat(100)}`,
        status: i % 5 === 0 ? ('applied' as const) : ('saved' as const),
        updatedAt: new Date(base + i * 1000),
      })),
    );
  });

  const titles = (res: { body: Array<{ title: string }> }): string[] => res.body.map((job) => job.title);
  /** The titles the search should find, newest updated (highest i) first. */
  const expected = (keep: (i: number) => boolean) =>
    Array.from({ length: COUNT }, (_, i) => COUNT - 1 - i)
      .filter(keep)
      .map((i) => `Job ${i}`);

  it('finds every match across the whole tracker, in list order, a page at a time, with the total', async () => {
    const all = expected((i) => i % 3 === 0);
    const first = await get(user, '/search?search=KUBERNETES&limit=100');
    expect(first.status).toBe(200);
    expect(first.headers.get('x-total-count')).toBe(String(all.length));
    expect(titles(first)).toEqual(all.slice(0, 100));
    const second = await get(user, '/search?search=kubernetes&limit=100&offset=100');
    expect(titles(second)).toEqual(all.slice(100, 200));
    const last = await get(user, '/search?search=kubernetes&limit=500&offset=200');
    expect(titles(last)).toEqual(all.slice(200));
    expect(last.body[0]).toMatchObject({ notes: expect.stringContaining('kubernetes'), company: expect.any(String) });
  });

  it('reads a list page of 500, more than one chunk, whole and in order', async () => {
    const res = await t.request('GET', `${JOBS}?limit=500&offset=100`, { token: user.token });
    expect(titles(res)).toEqual(expected(() => true).slice(100, 600));
    expect(res.headers.get('x-total-count')).toBe(String(COUNT));
  });

  it('narrows by status and company before the text, and answers an empty page past the end', async () => {
    const res = await get(user, '/search?search=kubernetes&status=applied&company=odd&limit=500');
    const keep = (i: number) => i % 3 === 0 && i % 5 === 0 && i % 2 === 1;
    expect(titles(res)).toEqual(expected(keep));
    expect(res.headers.get('x-total-count')).toBe(String(expected(keep).length));
    const past = await get(user, '/search?search=kubernetes&offset=5000');
    expect(past.body).toEqual([]);
    expect(past.headers.get('x-total-count')).toBe(String(expected((i) => i % 3 === 0).length));
  });
});
