import { eq } from 'drizzle-orm';
import { jobSearchRunMessages as m, userChannelName, type JobSearchStatus } from '@app/shared/contract';
import { jobSearches, users } from '@/db/schema';
import { awaitVerificationCode } from '@/db/repositories/job-search-runs';
import { invalidateReads } from '@/services/read-cache';
import { subscribedClient } from '@/live/publish/__tests__/subscribed-client';
import { createBotUser } from '@test/helpers/bot-user';
import { startTestApp, type TestApp } from '@test/helpers/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const start = (id: number, token: string) => t.request('POST', `/django/api/job-search/${id}/start/`, { token });
const stop = (id: number, token: string) => t.request('POST', `/django/api/job-search/${id}/stop/`, { token });
const submitCode = (token: string, body: unknown) =>
  t.request('POST', '/django/api/job-search/submit-verification-code/', { token, body });

async function setStatus(id: number, status: JobSearchStatus) {
  await t.database.db.update(jobSearches).set({ status }).where(eq(jobSearches.id, id));
}

describe('POST /job-search/{id}/start/ refuses with a clear message', () => {
  it.each([
    ['no LinkedIn credentials', { linkedin: null }, m.noCredentials],
    ['no resume', { resumeText: null }, m.noResume],
    ['no Additional Information', { extra: null }, m.noExtraInformation],
  ] as const)('%s', async (_name, options, message) => {
    const u = await createBotUser(t, options);
    const res = await start(u.searchId, u.token);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ detail: message });
  });

  it('no credits left', async () => {
    const u = await createBotUser(t);
    await t.database.db.update(users).set({ credits: 0 }).where(eq(users.id, u.user.id));
    invalidateReads(t.database.db, u.user.id);
    const res = await start(u.searchId, u.token);
    expect(res).toMatchObject({ status: 400, body: { detail: m.noCredits } });
  });

  it('the search is already running', async () => {
    const u = await createBotUser(t);
    await setStatus(u.searchId, 'running');
    expect(await start(u.searchId, u.token)).toMatchObject({ status: 400, body: { detail: m.alreadyRunning } });
  });

  it('another user’s or an unknown search is not found', async () => {
    const owner = await createBotUser(t);
    const other = await createBotUser(t);
    for (const id of [owner.searchId, 999999]) {
      expect(await start(id, other.token)).toMatchObject({ status: 404, body: { detail: 'Not found.' } });
      expect(await stop(id, other.token)).toMatchObject({ status: 404, body: { detail: 'Not found.' } });
    }
    expect((await t.request('POST', `/django/api/job-search/${owner.searchId}/start/`)).status).toBe(401);
  });
});

describe('POST /job-search/{id}/start/ and stop/', () => {
  it('sets the search running, tells the browser, and a stop request is accepted while it runs', async () => {
    const u = await createBotUser(t);
    const { client } = await subscribedClient(t.baseUrl, t.config.live, userChannelName(u.user.id));
    try {
      const res = await start(u.searchId, u.token);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ id: u.searchId, status: 'running', notes: null });
      const event = await client.next('job_search_status_updated');
      expect(JSON.parse(event.data)).toEqual({ job_search_id: u.searchId, status: 'running', notes: null });
      // The bot cannot reach LinkedIn here (nothing listens at its URL); whatever it does next, a
      // stop asked while running is accepted, and asked again once it ended is refused.
      const stopped = await stop(u.searchId, u.token);
      if (stopped.status === 200) expect(stopped.body).toMatchObject({ id: u.searchId });
      else expect(stopped.body).toEqual({ detail: m.notRunning });
      const ended = await client.next('job_search_status_updated', 30_000);
      expect(JSON.parse(ended.data)).toEqual(
        expect.objectContaining({ job_search_id: u.searchId, status: expect.stringMatching(/^(failed|stopped)$/) }),
      );
      const search = (await t.request('GET', `/django/api/job-search/${u.searchId}/`, { token: u.token })).body;
      expect(search.notes).toMatch(
        /^(Stopped: LinkedIn could not be reached\. Start the search again later\.|Stopped by you after applying to 0 jobs\.)$/,
      );
    } finally {
      client.close();
    }
  });

  it('refuses to stop a search that is not running', async () => {
    const u = await createBotUser(t);
    expect(await stop(u.searchId, u.token)).toMatchObject({ status: 400, body: { detail: m.notRunning } });
  });
});

describe('POST /job-search/submit-verification-code/', () => {
  it('validates the code', async () => {
    const u = await createBotUser(t);
    for (const body of [
      {},
      { verification_code: '' },
      { verification_code: '12345' },
      { verification_code: 'abcdef' },
    ]) {
      const res = await submitCode(u.token, body);
      expect(res.status).toBe(400);
      expect(Object.keys(res.body)).toEqual(['verification_code']);
    }
  });

  it('refuses a code when no login waits for one', async () => {
    const u = await createBotUser(t);
    expect(await submitCode(u.token, { verification_code: '123456' })).toMatchObject({
      status: 400,
      body: { detail: m.noVerificationWaiting },
    });
  });

  it('hands the code to the user’s waiting search, never to another user’s', async () => {
    const u = await createBotUser(t);
    const other = await createBotUser(t);
    await t.database.db.update(jobSearches).set({ status: 'running', run: 1 }).where(eq(jobSearches.id, u.searchId));
    await awaitVerificationCode(t.database.db, u.searchId, 1, 60);
    // The wait is state a page reads: the search says how long the bot still waits for the PIN.
    const read = await t.request('GET', `/django/api/job-search/${u.searchId}/`, { token: u.token });
    expect((read.body as { verification_seconds_left: number }).verification_seconds_left).toBeGreaterThanOrEqual(55);
    expect((read.body as { verification_seconds_left: number }).verification_seconds_left).toBeLessThanOrEqual(60);
    expect(await submitCode(other.token, { verification_code: '654321' })).toMatchObject({ status: 400 });
    expect(await submitCode(u.token, { verification_code: ' 123456 ' })).toMatchObject({
      status: 200,
      body: { detail: m.verificationReceived },
    });
    const [row] = await t.database.db.select().from(jobSearches).where(eq(jobSearches.id, u.searchId));
    expect(row!.verificationCode).toBe('123456');
  });
});

// Last in this file: it closes the app's queue.
describe('POST /job-search/{id}/start/ when the queue is away', () => {
  it('answers 503 and leaves the search failed with a note, never running with no worker', async () => {
    const u = await createBotUser(t);
    await t.app.searchQueue.close();
    const res = await start(u.searchId, u.token);
    expect(res).toMatchObject({ status: 503, body: { detail: m.queueUnavailable } });
    const search = await t.request('GET', `/django/api/job-search/${u.searchId}/`, { token: u.token });
    expect(search.body).toMatchObject({ status: 'failed', notes: m.queueUnavailable });
  });
});
