import { startTestApp, type SignedInUser, type TestApp } from '@test/helpers/test-app';

const JOBS = '/django/api/jobs';
const TIMESTAMP = /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/;
const valid = { title: 'Backend Engineer', company: 'Acme' };

let t: TestApp;
let u: SignedInUser;

beforeAll(async () => {
  t = await startTestApp();
  u = await t.registerUser();
});
afterAll(() => t.close());

async function createJob(user: SignedInUser, body: Record<string, unknown> = valid) {
  const res = await t.request('POST', JOBS, { token: user.token, body });
  expect(res.status).toBe(201);
  return res.body;
}

async function get(user: SignedInUser, path: string) {
  return t.request('GET', `${JOBS}${path}`, { token: user.token });
}

const validationCases: [Record<string, unknown>, Record<string, string[]>][] = [
  [{}, { title: ['This field is required.'], company: ['This field is required.'] }],
  [{ ...valid, title: '  ' }, { title: ['This field may not be blank.'] }],
  [{ ...valid, company: 7 }, { company: ['Not a valid string.'] }],
  [{ ...valid, title: 'x'.repeat(301) }, { title: ['Ensure this field has no more than 300 characters.'] }],
  [{ ...valid, url: 'not a url' }, { url: ['Enter a valid URL.'] }],
  [{ ...valid, url: 'javascript:alert(1)' }, { url: ['Enter a valid URL.'] }],
  [{ ...valid, status: 'hired' }, { status: ['"hired" is not a valid choice.'] }],
  [{ ...valid, notes: 'x'.repeat(5001) }, { notes: ['Ensure this field has no more than 5000 characters.'] }],
  [{ ...valid, location: null }, { location: ['This field may not be null.'] }],
];

describe('POST /jobs', () => {
  it('creates a job with the defaults', async () => {
    const res = await t.request('POST', JOBS, { token: u.token, body: { ...valid, id: 5, created_at: 'x' } });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      title: 'Backend Engineer',
      company: 'Acme',
      location: '',
      url: '',
      status: 'saved',
      notes: '',
      created_at: expect.stringMatching(TIMESTAMP),
      updated_at: expect.stringMatching(TIMESTAMP),
    });
  });

  it('stores every field sent, trimmed', async () => {
    const body = {
      title: ' Staff Engineer ',
      company: ' Initech ',
      location: ' Lisbon ',
      url: 'https://jobs.example.com/42',
      status: 'interviewing',
      notes: 'Second round on Monday',
    };
    const res = await t.request('POST', JOBS, { token: u.token, body });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ ...body, title: 'Staff Engineer', company: 'Initech', location: 'Lisbon' });
  });

  it.each(validationCases)('validates %j', async (body, errors) => {
    const res = await t.request('POST', JOBS, { token: u.token, body });
    expect(res.status).toBe(400);
    expect(res.body).toEqual(errors);
  });

  it('needs a token', async () => {
    const res = await t.request('POST', JOBS, { body: valid });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ detail: 'Authentication credentials were not provided.' });
  });
});

describe('GET /jobs', () => {
  it("lists the user's own jobs, newest updated first, filtered by status and company", async () => {
    const a = await t.registerUser();
    const b = await t.registerUser();
    const acme = await createJob(a, { title: 'One', company: 'ACME Corp', status: 'applied' });
    const initech = await createJob(a, { title: 'Two', company: 'Initech', status: 'applied' });
    const acmeSaved = await createJob(a, { title: 'Three', company: 'Acme Labs' });
    await createJob(b, { title: 'Not yours', company: 'Acme', status: 'applied' });

    const all = await get(a, '');
    expect(all.status).toBe(200);
    expect(all.body).toEqual([acmeSaved, initech, acme]);
    expect((await get(a, '?status=applied')).body).toEqual([initech, acme]);
    expect((await get(a, '?company=acme')).body).toEqual([acmeSaved, acme]);
    expect((await get(a, '?company=acme&status=applied')).body).toEqual([acme]);
    expect((await get(a, '?company=nobody')).body).toEqual([]);
    expect((await get(a, '?company=')).body).toHaveLength(3);
  });

  it('treats % and _ in the company filter as plain characters', async () => {
    const user = await t.registerUser();
    const percent = await createJob(user, { title: 'A', company: '100% Remote' });
    await createJob(user, { title: 'B', company: '100 Remote' });
    const underscore = await createJob(user, { title: 'C', company: 'snake_case' });
    await createJob(user, { title: 'D', company: 'snakeXcase' });
    expect((await get(user, `?company=${encodeURIComponent('0%')}`)).body).toEqual([percent]);
    expect((await get(user, '?company=e_c')).body).toEqual([underscore]);
  });

  it.each([
    ['?status=hired', { status: ['"hired" is not a valid choice.'] }],
    ['?status=saved&status=applied', { status: ['"saved,applied" is not a valid choice.'] }],
    [`?company=${'x'.repeat(301)}`, { company: ['Ensure this field has no more than 300 characters.'] }],
  ])('validates the query %s', async (query, errors) => {
    const res = await get(u, query);
    expect(res.status).toBe(400);
    expect(res.body).toEqual(errors);
  });

  it('has no trailing-slash variant', async () => {
    expect((await get(u, '/')).status).toBe(404);
  });

  it('needs a token', async () => {
    expect((await t.request('GET', JOBS)).status).toBe(401);
  });
});

describe('GET /jobs/{id}', () => {
  it('answers the job', async () => {
    const job = await createJob(u);
    const res = await get(u, `/${job.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual(job);
  });

  it.each([['999999'], ['abc'], ['0'], ['-2'], ['1.5'], ['99999999999999999999']])(
    'answers 404 for the id %s',
    async (id) => {
      const res = await get(u, `/${id}`);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ detail: 'Not found.' });
    },
  );
});

describe('PUT /jobs/{id}', () => {
  it('replaces the job: fields left out go back to their defaults', async () => {
    const job = await createJob(u, {
      ...valid,
      location: 'Oslo',
      url: 'https://example.com/j',
      status: 'applied',
      notes: 'n',
    });
    const res = await t.request('PUT', `${JOBS}/${job.id}`, {
      token: u.token,
      body: { title: 'Lead Engineer', company: 'Acme', status: 'offered', id: 1, created_at: 'x' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      ...job,
      title: 'Lead Engineer',
      location: '',
      url: '',
      status: 'offered',
      notes: '',
      updated_at: expect.stringMatching(TIMESTAMP),
    });
    expect((await get(u, `/${job.id}`)).body).toEqual(res.body);
  });

  it.each(validationCases)('validates %j and changes nothing', async (body, errors) => {
    const job = await createJob(u);
    const res = await t.request('PUT', `${JOBS}/${job.id}`, { token: u.token, body });
    expect(res.status).toBe(400);
    expect(res.body).toEqual(errors);
    expect((await get(u, `/${job.id}`)).body).toEqual(job);
  });

  it('answers 404 for an unknown id', async () => {
    const res = await t.request('PUT', `${JOBS}/999999`, { token: u.token, body: valid });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ detail: 'Not found.' });
  });
});

describe('PATCH /jobs/{id}/status', () => {
  it('changes only the status', async () => {
    const job = await createJob(u, { ...valid, notes: 'keep me' });
    const res = await t.request('PATCH', `${JOBS}/${job.id}/status`, { token: u.token, body: { status: 'rejected' } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ...job, status: 'rejected', updated_at: expect.stringMatching(TIMESTAMP) });
  });

  it.each([
    [{}, { status: ['This field is required.'] }],
    [{ status: 'lost' }, { status: ['"lost" is not a valid choice.'] }],
    [{ status: 3 }, { status: ['"3" is not a valid choice.'] }],
  ])('validates %j', async (body, errors) => {
    const job = await createJob(u);
    const res = await t.request('PATCH', `${JOBS}/${job.id}/status`, { token: u.token, body });
    expect(res.status).toBe(400);
    expect(res.body).toEqual(errors);
    expect((await get(u, `/${job.id}`)).body.status).toBe('saved');
  });

  it('answers 404 for an unknown or malformed id', async () => {
    for (const id of ['999999', 'abc']) {
      const res = await t.request('PATCH', `${JOBS}/${id}/status`, { token: u.token, body: { status: 'applied' } });
      expect(res.status).toBe(404);
    }
  });
});

describe('DELETE /jobs/{id}', () => {
  it('deletes the job and answers 204 without a body', async () => {
    const job = await createJob(u);
    const res = await t.request('DELETE', `${JOBS}/${job.id}`, { token: u.token });
    expect(res.status).toBe(204);
    expect(res.text).toBe('');
    expect((await get(u, `/${job.id}`)).status).toBe(404);
    const again = await t.request('DELETE', `${JOBS}/${job.id}`, { token: u.token });
    expect(again.status).toBe(404);
    expect(again.body).toEqual({ detail: 'Not found.' });
  });

  it('answers 404 for a malformed id', async () => {
    expect((await t.request('DELETE', `${JOBS}/abc`, { token: u.token })).status).toBe(404);
  });
});

describe("another user's job", () => {
  it('is 404 for every id-bearing route, and stays unchanged', async () => {
    const owner = await t.registerUser();
    const job = await createJob(owner, { ...valid, notes: 'mine' });
    const intruder = await t.registerUser();
    const attempts = [
      t.request('GET', `${JOBS}/${job.id}`, { token: intruder.token }),
      t.request('PUT', `${JOBS}/${job.id}`, { token: intruder.token, body: { title: 'X', company: 'Y' } }),
      t.request('PATCH', `${JOBS}/${job.id}/status`, { token: intruder.token, body: { status: 'withdrawn' } }),
      t.request('DELETE', `${JOBS}/${job.id}`, { token: intruder.token }),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ detail: 'Not found.' });
    }
    expect((await get(owner, `/${job.id}`)).body).toEqual(job);
    expect((await get(intruder, '')).body).toEqual([]);
  });

  it('needs a token on every id-bearing route', async () => {
    const job = await createJob(u);
    const attempts = [
      t.request('GET', `${JOBS}/${job.id}`),
      t.request('PUT', `${JOBS}/${job.id}`, { body: valid }),
      t.request('PATCH', `${JOBS}/${job.id}/status`, { body: { status: 'applied' } }),
      t.request('DELETE', `${JOBS}/${job.id}`),
    ];
    for (const res of await Promise.all(attempts)) expect(res.status).toBe(401);
    expect((await get(u, `/${job.id}`)).body).toEqual(job);
  });
});
