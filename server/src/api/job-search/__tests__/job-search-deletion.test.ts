import { eq } from 'drizzle-orm';
import { recordAnswerNeeded } from '@/db/repositories/answers-needed';
import type { AttemptOutcome } from '@/db/repositories/job-application-attempts';
import { jobApplications } from '@/db/schema';
import { startRun } from '@/db/repositories/job-search-runs';
import { claimJob } from '@/db/repositories/job-claims';
import { jobSearchDeletionMessages } from '@app/shared/contract';
import { createSearch as newSearch, recordApplication } from '@test/helpers/applications';
import { startTestApp, type SignedInUser, type TestApp } from '@test/helpers/test-app';

const SEARCHES = '/django/api/job-search/';
const PREFS = '/django/api/job-search/job-preferences/';
const APPLICATIONS = '/django/api/job-search/job-applications/';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const createSearch = (user: SignedInUser) => newSearch(t, user);
const record = (user: SignedInUser, jobSearchId: number, overrides: Partial<AttemptOutcome> = {}) =>
  recordApplication(t, user, jobSearchId, overrides);

const deleteSearch = (user: SignedInUser, id: number | string, query = '') =>
  t.request('DELETE', `${SEARCHES}${id}/${query}`, { token: user.token });

async function applicationsOf(user: SignedInUser) {
  const res = await t.request('GET', APPLICATIONS, { token: user.token });
  expect(res.status).toBe(200);
  return res.body as Array<{
    id: number;
    job_search: number | null;
    job_title: string;
    status: string;
    error_message: string | null;
  }>;
}

describe('DELETE /job-search/{id}/', () => {
  it('deletes the search and its preference, and keeps its applications in the history', async () => {
    const user = await t.registerUser();
    const { searchId, preferenceId } = await createSearch(user);
    const other = await createSearch(user);
    const kept = await record(user, searchId, { jobTitle: 'Kept engineer' });
    await claimJob(t.database.db, { userId: user.user.id, linkedinJobId: 'li-claimed', jobSearchId: searchId });

    const res = await deleteSearch(user, searchId);
    expect(res.status).toBe(204);
    expect(res.text).toBe('');

    expect((await t.request('GET', `${SEARCHES}${searchId}/`, { token: user.token })).status).toBe(404);
    expect((await t.request('GET', `${PREFS}${preferenceId}/`, { token: user.token })).status).toBe(404);
    const list = await t.request('GET', SEARCHES, { token: user.token });
    expect(list.body.map((s: { id: number }) => s.id)).toEqual([other.searchId]);
    // The application stays, belonging to no search.
    expect(await applicationsOf(user)).toEqual([
      expect.objectContaining({ id: kept.application.id, job_search: null, job_title: 'Kept engineer' }),
    ]);
    // Its claim went with it: another search of the user may take the job.
    expect(
      await claimJob(t.database.db, { userId: user.user.id, linkedinJobId: 'li-claimed', jobSearchId: other.searchId }),
    ).toBe(true);
  });

  it('settles its kept postings waiting for an answer: failed with a plain reason, no longer counted as waiting', async () => {
    const user = await t.registerUser();
    const { searchId } = await createSearch(user);
    const other = await createSearch(user);
    const question = await recordAnswerNeeded(t.database.db, user.user.id, {
      label: 'Why us?',
      input: 'text',
      options: null,
    });
    const waiting = { status: 'waiting' as const, errorMessage: 'Waiting for your answer to "Why us?".' };
    const orphaned = await record(user, searchId, { ...waiting, waitingOn: question.id });
    const stillWaiting = await record(user, other.searchId, { ...waiting, waitingOn: question.id });
    const applied = await record(user, searchId);
    const failed = await record(user, searchId, { status: 'failed', errorMessage: 'The posting was closed.' });
    const jobsWaiting = async () => {
      const res = await t.request('GET', '/django/api/job-search/answers-needed/', { token: user.token });
      return res.body.map((q: { id: number; jobs_waiting: number }) => [q.id, q.jobs_waiting]);
    };
    expect(await jobsWaiting()).toEqual([[question.id, 2]]);

    expect((await deleteSearch(user, searchId)).status).toBe(204);

    const byId = new Map((await applicationsOf(user)).map((a) => [a.id, a]));
    expect(byId.get(orphaned.application.id)).toMatchObject({
      job_search: null,
      status: 'failed',
      error_message: 'Not applied: its job search was deleted before your answer came.',
    });
    expect(byId.get(applied.application.id)).toMatchObject({ job_search: null, status: 'applied' });
    expect(byId.get(failed.application.id)).toMatchObject({
      job_search: null,
      status: 'failed',
      error_message: 'The posting was closed.',
    });
    expect(byId.get(stillWaiting.application.id)).toMatchObject({ job_search: other.searchId, status: 'waiting' });
    // The question stays (it is the user's), with only the other search's posting waiting on it.
    expect(await jobsWaiting()).toEqual([[question.id, 1]]);
  });

  it('does not count a posting left waiting without a search (deleted before deletions settled them)', async () => {
    const user = await t.registerUser();
    const { searchId } = await createSearch(user);
    const question = await recordAnswerNeeded(t.database.db, user.user.id, {
      label: 'Years of Go?',
      input: 'number',
      options: null,
    });
    const left = await record(user, searchId, { status: 'waiting', waitingOn: question.id });
    await t.database.db
      .update(jobApplications)
      .set({ jobSearchId: null })
      .where(eq(jobApplications.id, left.application.id));

    const list = await t.request('GET', '/django/api/job-search/answers-needed/', { token: user.token });
    expect(list.body).toEqual([expect.objectContaining({ id: question.id, jobs_waiting: 0 })]);
    const answered = await t.request('POST', `/django/api/job-search/answers-needed/${question.id}/answer/`, {
      token: user.token,
      body: { answer: '4' },
    });
    expect(answered.body).toMatchObject({ id: question.id, jobs_waiting: 0 });
  });

  it('deletes its applications too when asked, and only its own', async () => {
    const user = await t.registerUser();
    const { searchId } = await createSearch(user);
    const other = await createSearch(user);
    await record(user, searchId);
    await record(user, searchId, { status: 'failed', errorMessage: 'closed' });
    const otherApplication = await record(user, other.searchId);

    expect((await deleteSearch(user, searchId, '?delete_applications=true')).status).toBe(204);
    expect((await applicationsOf(user)).map((a) => a.id)).toEqual([otherApplication.application.id]);
  });

  it('keeps the applications with delete_applications=false', async () => {
    const user = await t.registerUser();
    const { searchId } = await createSearch(user);
    await record(user, searchId);
    expect((await deleteSearch(user, searchId, '?delete_applications=false')).status).toBe(204);
    expect(await applicationsOf(user)).toHaveLength(1);
  });

  it('refuses a running search with a plain message, and deletes nothing', async () => {
    const user = await t.registerUser();
    const { searchId } = await createSearch(user);
    await record(user, searchId);
    await startRun(t.database.db, user.user.id, searchId);

    const res = await deleteSearch(user, searchId, '?delete_applications=true');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ detail: jobSearchDeletionMessages.running });
    expect(res.body.detail).toBe('Stop this search before deleting it.');
    const found = await t.request('GET', `${SEARCHES}${searchId}/`, { token: user.token });
    expect(found.body.status).toBe('running');
    expect(await applicationsOf(user)).toHaveLength(1);
  });

  it("answers 404 for another user's search and leaves it alone", async () => {
    const owner = await t.registerUser();
    const stranger = await t.registerUser();
    const { searchId } = await createSearch(owner);
    await record(owner, searchId);
    expect((await deleteSearch(stranger, searchId, '?delete_applications=true')).status).toBe(404);
    expect((await t.request('GET', `${SEARCHES}${searchId}/`, { token: owner.token })).status).toBe(200);
    expect(await applicationsOf(owner)).toHaveLength(1);
  });

  it('answers 404 for an unknown or malformed id (as the other search routes), and 400 for a bad flag', async () => {
    const user = await t.registerUser();
    const { searchId } = await createSearch(user);
    expect((await deleteSearch(user, 999_999)).status).toBe(404);
    expect((await deleteSearch(user, 'abc')).status).toBe(404);
    const bad = await deleteSearch(user, searchId, '?delete_applications=yes');
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ delete_applications: [expect.any(String)] });
    expect((await t.request('GET', `${SEARCHES}${searchId}/`, { token: user.token })).status).toBe(200);
  });

  it('answers 401 without a token', async () => {
    expect((await t.request('DELETE', `${SEARCHES}1/`)).status).toBe(401);
  });
});
