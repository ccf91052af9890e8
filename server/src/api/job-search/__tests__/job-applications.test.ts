import { eq } from 'drizzle-orm';
import type { GivenAnswer } from '@app/shared/contract';
import { jobApplications } from '@/db/schema';
import type { AttemptOutcome } from '@/db/repositories/job-application-attempts';
import { incrementAppliedJobs } from '@/db/repositories/job-searches';
import { createSearch as newSearch, recordApplication } from '@test/helpers/applications';
import { startTestApp, type SignedInUser, type TestApp } from '@test/helpers/test-app';

const APPLICATIONS = '/django/api/job-search/job-applications/';
const TIMESTAMP = /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/;

let t: TestApp;
let u: SignedInUser;

beforeAll(async () => {
  t = await startTestApp();
  u = await t.registerUser();
});
afterAll(() => t.close());

const createSearch = async (user: SignedInUser) => (await newSearch(t, user)).searchId;
/** What the bot would record for one LinkedIn job. */
const record = (user: SignedInUser, jobSearchId: number, overrides: Partial<AttemptOutcome> = {}) =>
  recordApplication(t, user, jobSearchId, overrides);

async function listOf(user: SignedInUser, query = '') {
  const res = await t.request('GET', `${APPLICATIONS}${query}`, { token: user.token });
  expect(res.status).toBe(200);
  return res.body as any[];
}

describe('GET /job-search/job-applications/', () => {
  it("lists the user's applications newest first, in the wire format", async () => {
    const user = await t.registerUser();
    const searchId = await createSearch(user);
    const answers: GivenAnswer[] = [{ question: 'Notice period?', answer: '30', source: 'extra_information' }];
    // Applied on the company's own site (product §4.13): its system and the posting there.
    const older = await record(user, searchId, {
      linkedinJobId: 'li-older',
      jobTitle: 'Older',
      answers,
      companySystem: 'greenhouse',
      companySiteUrl: 'https://job-boards.greenhouse.io/acme/jobs/7',
    });
    const newer = await record(user, searchId, {
      linkedinJobId: 'li-newer',
      jobTitle: 'Newer',
      companyName: 'Initech',
      jobUrl: 'https://www.linkedin.com/jobs/view/2/',
      status: 'failed',
      errorMessage: 'Required question "Visa sponsorship?" has no answer',
    });
    expect(older.changed && newer.changed).toBe(true);
    expect(await listOf(user)).toEqual([
      {
        id: newer.application.id,
        job_search: searchId,
        job_title: 'Newer',
        company_name: 'Initech',
        job_url: 'https://www.linkedin.com/jobs/view/2/',
        status: 'failed',
        error_message: 'Required question "Visa sponsorship?" has no answer',
        answers: [],
        company_site: null,
        created_at: expect.stringMatching(TIMESTAMP),
        attempted_at: expect.stringMatching(TIMESTAMP),
      },
      {
        id: older.application.id,
        job_search: searchId,
        job_title: 'Older',
        company_name: 'Acme',
        job_url: expect.any(String),
        status: 'applied',
        error_message: null,
        answers,
        company_site: { system: 'greenhouse', url: 'https://job-boards.greenhouse.io/acme/jobs/7' },
        created_at: expect.stringMatching(TIMESTAMP),
        attempted_at: expect.stringMatching(TIMESTAMP),
      },
    ]);
  });

  it('dates an application by its latest attempt: applied on a retry is applied then, and listed first', async () => {
    const user = await t.registerUser();
    const searchId = await createSearch(user);
    const retried = await record(user, searchId, { linkedinJobId: 'li-retried', status: 'failed', errorMessage: 'x' });
    await t.database.db
      .update(jobApplications)
      .set({ createdAt: new Date('2026-01-01T08:00:00Z'), attemptedAt: new Date('2026-01-01T08:00:00Z') })
      .where(eq(jobApplications.id, retried.application.id));
    const other = await record(user, searchId, { linkedinJobId: 'li-other', jobTitle: 'Other' });
    const applied = await record(user, searchId, { linkedinJobId: 'li-retried', status: 'applied' });
    expect(applied.changed).toBe(true);
    const list = await listOf(user);
    expect(list.map((a) => a.id)).toEqual([retried.application.id, other.application.id]);
    expect(list[0]).toMatchObject({ status: 'applied', created_at: '2026-01-01 08:00:00' });
    // Applied on = the retry that went through, not the first attempt's day.
    expect(list[0].attempted_at >= list[1].attempted_at).toBe(true);
    expect(list[0].attempted_at.startsWith('2026-01-01')).toBe(false);
  });

  it('narrows the list to one search with job_search_id', async () => {
    const user = await t.registerUser();
    const first = await createSearch(user);
    const second = await createSearch(user);
    await record(user, first, { jobTitle: 'in first' });
    await record(user, second, { jobTitle: 'in second', status: 'not_relevant', errorMessage: 'Not relevant' });
    await record(user, second, { jobTitle: 'also in second', status: 'already_applied' });
    expect((await listOf(user, `?job_search_id=${first}`)).map((a) => a.job_title)).toEqual(['in first']);
    expect((await listOf(user, `?job_search_id=${second}`)).map((a) => a.job_title)).toEqual([
      'also in second',
      'in second',
    ]);
    expect(await listOf(user)).toHaveLength(3);
  });

  it('answers an empty list for a search with no application yet, and before any', async () => {
    const user = await t.registerUser();
    expect(await listOf(user)).toEqual([]);
    const searchId = await createSearch(user);
    expect(await listOf(user, `?job_search_id=${searchId}`)).toEqual([]);
  });

  it("never shows another user's applications", async () => {
    const owner = await t.registerUser();
    const searchId = await createSearch(owner);
    await record(owner, searchId);
    const other = await t.registerUser();
    expect(await listOf(other)).toEqual([]);
    const res = await t.request('GET', `${APPLICATIONS}?job_search_id=${searchId}`, { token: other.token });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ detail: 'Not found.' });
    expect(await listOf(owner)).toHaveLength(1);
  });

  it('answers 404 for an unknown job_search_id', async () => {
    const res = await t.request('GET', `${APPLICATIONS}?job_search_id=999999`, { token: u.token });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ detail: 'Not found.' });
  });

  it.each([
    ['abc', 'A valid integer is required.'],
    ['1.5', 'A valid integer is required.'],
    ['0', 'Ensure this value is greater than or equal to 1.'],
    ['-4', 'Ensure this value is greater than or equal to 1.'],
    ['99999999999', 'Ensure this value is less than or equal to 2147483647.'],
    ['1e400', 'A valid integer is required.'],
  ])('answers a malformed job_search_id %s with a field error', async (value, message) => {
    const res = await t.request('GET', `${APPLICATIONS}?job_search_id=${value}`, { token: u.token });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ job_search_id: [message] });
  });

  it('needs a token', async () => {
    const res = await t.request('GET', APPLICATIONS);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ detail: 'Authentication credentials were not provided.' });
  });
});

describe('the bot-side repository functions', () => {
  it('records a LinkedIn job once per user: a final row is answered unchanged on a repeat', async () => {
    const user = await t.registerUser();
    const first = await createSearch(user);
    const second = await createSearch(user);
    const original = await record(user, first, { linkedinJobId: 'li-repeat', jobTitle: 'Original' });
    const repeat = await record(user, second, { linkedinJobId: 'li-repeat', jobTitle: 'Repeat', status: 'failed' });
    expect(original.changed).toBe(true);
    expect(repeat).toEqual({ changed: false, application: original.application });
    expect((await listOf(user)).map((a) => a.job_title)).toEqual(['Original']);

    // Another user may apply to the same LinkedIn job.
    const other = await t.registerUser();
    const theirs = await record(other, await createSearch(other), { linkedinJobId: 'li-repeat' });
    expect(theirs.changed).toBe(true);
  });

  it('records racing duplicates exactly once', async () => {
    const user = await t.registerUser();
    const searchId = await createSearch(user);
    const results = await Promise.all([0, 1, 2, 3].map(() => record(user, searchId, { linkedinJobId: 'li-race' })));
    expect(results.filter((r) => r.changed)).toHaveLength(1);
    expect(new Set(results.map((r) => r.application.id)).size).toBe(1);
    expect(await listOf(user)).toHaveLength(1);
  });

  it('counts applied jobs on the search', async () => {
    const searchId = await createSearch(u);
    expect(await incrementAppliedJobs(t.database.db, searchId)).toBe(1);
    expect(await incrementAppliedJobs(t.database.db, searchId)).toBe(2);
    const res = await t.request('GET', `/django/api/job-search/${searchId}/`, { token: u.token });
    expect(res.body.num_applied_jobs).toBe(2);
    expect(await incrementAppliedJobs(t.database.db, 2_000_000_000)).toBeUndefined();
  });
});
