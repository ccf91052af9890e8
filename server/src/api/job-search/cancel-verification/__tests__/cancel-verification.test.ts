import { eq } from 'drizzle-orm';
import { jobSearchRunMessages as m } from '@app/shared/contract';
import { jobSearches } from '@/db/schema';
import { awaitVerificationCode, takeVerificationCode } from '@/db/repositories/job-search-runs';
import { createBotUser } from '@test/helpers/bot-user';
import { startTestApp, type TestApp } from '@test/helpers/test-app';

// The API side of Cancel in the code dialog; the bot side (the run ends at once) is in bot-login.test.ts.
let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const cancel = (token: string, body: unknown) =>
  t.request('POST', '/django/api/job-search/cancel-verification/', { token, body });

async function waitingForCode(searchId: number) {
  await t.database.db.update(jobSearches).set({ status: 'running', run: 1 }).where(eq(jobSearches.id, searchId));
  await awaitVerificationCode(t.database.db, searchId, 1, 60);
}

describe('POST /job-search/cancel-verification/', () => {
  it('clears the wait, so the waiting worker reads a cancel and a late code is refused', async () => {
    const u = await createBotUser(t);
    await waitingForCode(u.searchId);
    expect(await takeVerificationCode(t.database.db, u.searchId, 1)).toBe('waiting');
    expect(await cancel(u.token, { job_search_id: u.searchId })).toMatchObject({
      status: 200,
      body: { detail: m.verificationCancelled },
    });
    expect(await takeVerificationCode(t.database.db, u.searchId, 1)).toBe('cancelled');
    const late = await t.request('POST', '/django/api/job-search/submit-verification-code/', {
      token: u.token,
      body: { verification_code: '123456' },
    });
    expect(late).toMatchObject({ status: 400, body: { detail: m.noVerificationWaiting } });
  });

  it.each([
    [{}, { job_search_id: ['This field is required.'] }],
    [{ job_search_id: 'abc' }, { job_search_id: ['A valid integer is required.'] }],
  ])('validates %j', async (body, errors) => {
    const u = await createBotUser(t);
    const res = await cancel(u.token, body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual(errors);
  });

  it('refuses when no login waits for a code', async () => {
    const u = await createBotUser(t);
    expect(await cancel(u.token, { job_search_id: u.searchId })).toMatchObject({
      status: 400,
      body: { detail: m.noVerificationWaiting },
    });
  });

  it('never touches another user’s waiting login', async () => {
    const owner = await createBotUser(t);
    const other = await createBotUser(t);
    await waitingForCode(owner.searchId);
    expect(await cancel(other.token, { job_search_id: owner.searchId })).toMatchObject({
      status: 400,
      body: { detail: m.noVerificationWaiting },
    });
    expect(await takeVerificationCode(t.database.db, owner.searchId, 1)).toBe('waiting');
  });

  it('requires a token', async () => {
    const res = await t.request('POST', '/django/api/job-search/cancel-verification/', { body: { job_search_id: 1 } });
    expect(res.status).toBe(401);
  });
});
