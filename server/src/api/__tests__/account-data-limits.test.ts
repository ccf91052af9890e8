import http from 'node:http';
import { count, eq } from 'drizzle-orm';
import { ACCOUNT_DATA_LIMITS, accountDataLimitMessages, JOBS_PAGE } from '@app/shared/contract';
import { feedback, jobs } from '@/db/schema';
import { startTestApp, type SignedInUser, type TestApp } from '@test/helpers/test-app';

/**
 * No account grows without end (product §8): past a cap the request is refused with 400 in the
 * API's format and nothing is saved; a long list answers one page at a time.
 */
const API = '/django/api';
let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const countRows = async (table: typeof jobs | typeof feedback, userId: number) => {
  const [row] = await t.database.db.select({ count: count() }).from(table).where(eq(table.userId, userId));
  return row!.count;
};

/** Tracker rows written straight to the database: the cap is about what the API lets in. */
async function fillJobs(user: SignedInUser, howMany: number, notes = '') {
  const rows = Array.from({ length: howMany }, (_, i) => ({
    userId: user.user.id,
    title: `Job ${i}`,
    company: `Company ${i}`,
    notes,
    updatedAt: new Date(Date.UTC(2026, 0, 1) + i * 1000),
  }));
  for (let i = 0; i < rows.length; i += 500) await t.database.db.insert(jobs).values(rows.slice(i, i + 500));
}

describe('the tracker cap', () => {
  it(`refuses the job past ${ACCOUNT_DATA_LIMITS.jobs} with 400, even when two are sent at once`, async () => {
    const u = await t.registerUser();
    await fillJobs(u, ACCOUNT_DATA_LIMITS.jobs - 1);
    const body = { title: 'One more', company: 'Acme', notes: 'x'.repeat(ACCOUNT_DATA_LIMITS.jobNotesLength) };
    const answers = await Promise.all([1, 2].map(() => t.request('POST', `${API}/jobs`, { token: u.token, body })));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 400]);
    expect(answers.find((a) => a.status === 400)!.body).toEqual({ detail: accountDataLimitMessages.jobs });
    expect(await countRows(jobs, u.user.id)).toBe(ACCOUNT_DATA_LIMITS.jobs);
    // Deleting one makes room again.
    const created = answers.find((a) => a.status === 201)!.body as { id: number };
    expect((await t.request('DELETE', `${API}/jobs/${created.id}`, { token: u.token })).status).toBe(204);
    expect((await t.request('POST', `${API}/jobs`, { token: u.token, body })).status).toBe(201);
  }, 60_000);

  it('refuses notes longer than the limit, saving nothing', async () => {
    const u = await t.registerUser();
    const res = await t.request('POST', `${API}/jobs`, {
      token: u.token,
      body: { title: 'T', company: 'C', notes: 'x'.repeat(ACCOUNT_DATA_LIMITS.jobNotesLength + 1) },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      notes: [`Ensure this field has no more than ${ACCOUNT_DATA_LIMITS.jobNotesLength} characters.`],
    });
    expect(await countRows(jobs, u.user.id)).toBe(0);
  });
});

describe('GET /jobs and /jobs/search answer one page', () => {
  let u: SignedInUser;
  beforeAll(async () => {
    u = await t.registerUser();
    await fillJobs(u, 250);
  });

  it(`answers the newest ${JOBS_PAGE.default} by default, with the total in X-Total-Count`, async () => {
    const res = await t.request<Array<{ title: string }>>('GET', `${API}/jobs`, { token: u.token });
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(JOBS_PAGE.default);
    expect(res.body[0]!.title).toBe('Job 249');
    expect(res.headers.get('x-total-count')).toBe('250');
  });

  it('answers the page asked for with limit and offset, filters included', async () => {
    const res = await t.request<Array<{ title: string }>>('GET', `${API}/jobs?limit=20&offset=240`, { token: u.token });
    expect(res.body.map((job) => job.title)).toEqual(Array.from({ length: 10 }, (_, i) => `Job ${9 - i}`));
    const search = await t.request<Array<{ title: string }>>('GET', `${API}/jobs/search?search=Company%2024&limit=3`, {
      token: u.token,
    });
    // Company 24 and Company 240–249: 11 match, 3 answered.
    expect(search.body.map((job) => job.title)).toEqual(['Job 249', 'Job 248', 'Job 247']);
    expect(search.headers.get('x-total-count')).toBe('11');
  });

  it.each([
    ['limit=0', { limit: ['Ensure this value is greater than or equal to 1.'] }],
    [`limit=${JOBS_PAGE.max + 1}`, { limit: [`Ensure this value is less than or equal to ${JOBS_PAGE.max}.`] }],
    ['offset=-1', { offset: ['Ensure this value is greater than or equal to 0.'] }],
  ])('refuses %s with 400', async (query, errors) => {
    const res = await t.request('GET', `${API}/jobs?${query}`, { token: u.token });
    expect(res.status).toBe(400);
    expect(res.body).toEqual(errors);
  });
});

describe('the feedback cap', () => {
  it(`refuses the message past ${ACCOUNT_DATA_LIMITS.feedbackPerDay} in a day with 400, saving nothing`, async () => {
    const u = await t.registerUser();
    for (let i = 0; i < ACCOUNT_DATA_LIMITS.feedbackPerDay; i++) {
      const res = await t.request('POST', `${API}/accounts/users/submit-feedback/`, {
        token: u.token,
        body: { comment: `Message ${i}` },
      });
      expect(res.status).toBe(201);
    }
    const refused = await t.request('POST', `${API}/accounts/users/submit-feedback/`, {
      token: u.token,
      body: { comment: 'One too many' },
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ detail: accountDataLimitMessages.feedback });
    expect(await countRows(feedback, u.user.id)).toBe(ACCOUNT_DATA_LIMITS.feedbackPerDay);
  }, 60_000);

  it('refuses a message longer than the limit', async () => {
    const u = await t.registerUser();
    const res = await t.request('POST', `${API}/accounts/users/submit-feedback/`, {
      token: u.token,
      body: { comment: 'x'.repeat(ACCOUNT_DATA_LIMITS.feedbackLength + 1) },
    });
    expect(res.status).toBe(400);
    expect(await countRows(feedback, u.user.id)).toBe(0);
  });
});

describe('the account export', () => {
  it('is written as it is read, one at a time per user: a second one meanwhile is answered 409', async () => {
    const u = await t.registerUser();
    // About 10 MB: far more than the sockets hold unread, so the first export waits for its reader.
    await fillJobs(u, ACCOUNT_DATA_LIMITS.jobs, 'n'.repeat(5_000));
    const first = await new Promise<http.IncomingMessage>((resolve, reject) =>
      http
        .get(
          `${t.baseUrl}${API}/accounts/users/me/export/`,
          { headers: { authorization: `Bearer ${u.token}` } },
          resolve,
        )
        .once('error', reject),
    );
    first.pause();
    expect(first.statusCode).toBe(200);
    const second = await t.request('GET', `${API}/accounts/users/me/export/`, { token: u.token });
    expect(second.status).toBe(409);
    expect(second.body).toEqual({ detail: accountDataLimitMessages.exportRunning });
    // Another user is not held up.
    const other = await t.registerUser();
    expect((await t.request('GET', `${API}/accounts/users/me/export/`, { token: other.token })).status).toBe(200);

    const chunks: Buffer[] = [];
    first.on('data', (chunk: Buffer) => chunks.push(chunk));
    first.resume();
    await new Promise((resolve) => first.once('end', resolve));
    const document = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
      jobs: Array<{ title: string; notes: string }>;
    };
    expect(document.jobs).toHaveLength(ACCOUNT_DATA_LIMITS.jobs);
    expect(document.jobs.at(-1)).toMatchObject({
      title: `Job ${ACCOUNT_DATA_LIMITS.jobs - 1}`,
      notes: 'n'.repeat(5_000),
    });
    // Done: the next export may start.
    expect((await t.request('GET', `${API}/accounts/users/me/export/`, { token: u.token })).status).toBe(200);
  }, 60_000);
});

describe('the OpenAPI document', () => {
  it('describes the job list pages, the export’s 409 and reading a resume again', async () => {
    const res = await t.request<{ paths: Record<string, any> }>('GET', '/django/api/docs/json');
    const list = res.body.paths['/django/api/jobs'].get;
    expect(list.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['status', 'company', 'limit', 'offset']),
    );
    expect(list.description).toContain('X-Total-Count');
    expect(res.body.paths['/django/api/accounts/users/me/export/'].get.responses['409']).toBeDefined();
    const readText = res.body.paths['/django/api/job-search/resumes/{id}/read-text/'].post;
    expect(Object.keys(readText.responses).sort()).toEqual(['200', '400', '401', '404', '503']);
  });
});
