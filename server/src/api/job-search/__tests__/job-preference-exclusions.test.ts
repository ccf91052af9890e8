import { EXCLUSION_LIMITS, exclusionMessages } from '@app/shared/contract';
import { createJobSearch, incrementAppliedJobs } from '@/db/repositories/job-searches';
import { startTestApp, type SignedInUser, type TestApp } from '@test/helpers/test-app';

const PREFS = '/django/api/job-search/job-preferences/';
const valid = { search_term: 'Engineer', location: 'Berlin', max_jobs: 5 };

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

const savedOf = async (user: SignedInUser, id: number) =>
  ((await t.request('GET', PREFS, { token: user.token })).body as any[]).find((p) => p.id === id);

describe('excluded companies and keywords of a job preference (product §4.11)', () => {
  it('are saved trimmed, a repeat in another case kept once as first spelled', async () => {
    const pref = await createPreference(u, {
      ...valid,
      excluded_companies: [' Acme ', 'Globex Corporation', 'ACME'],
      excluded_keywords: ['unpaid', 'Senior Manager', 'UNPAID '],
    });
    expect(pref).toMatchObject({
      excluded_companies: ['Acme', 'Globex Corporation'],
      excluded_keywords: ['unpaid', 'Senior Manager'],
    });
    expect(await savedOf(u, pref.id)).toMatchObject({ excluded_companies: ['Acme', 'Globex Corporation'] });
  });

  it('may change after the search applied to jobs, as they only narrow what comes next', async () => {
    const pref = await createPreference(u);
    const search = await createJobSearch(t.database.db, u.user.id, pref.id);
    await incrementAppliedJobs(t.database.db, search!.id);
    const res = await t.request('PATCH', `${PREFS}${pref.id}/`, {
      token: u.token,
      body: { excluded_companies: ['Initech'], excluded_keywords: ['contract'] },
    });
    expect(res).toMatchObject({
      status: 200,
      body: { excluded_companies: ['Initech'], excluded_keywords: ['contract'] },
    });
    const cleared = await t.request('PATCH', `${PREFS}${pref.id}/`, {
      token: u.token,
      body: { excluded_companies: [] },
    });
    expect(cleared.body).toMatchObject({ excluded_companies: [], excluded_keywords: ['contract'] });
  });

  it.each([
    [
      'too many names',
      { excluded_companies: Array.from({ length: EXCLUSION_LIMITS.items + 1 }, (_, i) => `Company ${i}`) },
      'excluded_companies',
      exclusionMessages.tooMany,
    ],
    [
      'a name too long',
      { excluded_keywords: ['x'.repeat(EXCLUSION_LIMITS.length + 1)] },
      'excluded_keywords',
      exclusionMessages.tooLong,
    ],
    ['an empty name', { excluded_companies: ['Acme', '   '] }, 'excluded_companies', exclusionMessages.blank],
    ['a number for a name', { excluded_keywords: [42] }, 'excluded_keywords.0', exclusionMessages.notText],
  ])('refuses %s with a 400 in plain words and saves nothing', async (_what, change, field, message) => {
    const pref = await createPreference(u, { ...valid, excluded_companies: ['Kept Ltd'] });
    const patched = await t.request('PATCH', `${PREFS}${pref.id}/`, {
      token: u.token,
      body: { max_jobs: 9, ...change },
    });
    expect(patched.status).toBe(400);
    expect(patched.body).toEqual({ [field]: [message] });
    expect(await savedOf(u, pref.id)).toMatchObject({ max_jobs: 5, excluded_companies: ['Kept Ltd'] });

    const before = (await t.request('GET', PREFS, { token: u.token })).body.length;
    const created = await t.request('POST', PREFS, { token: u.token, body: { ...valid, ...change } });
    expect(created.status).toBe(400);
    expect(created.body).toEqual({ [field]: [message] });
    expect((await t.request('GET', PREFS, { token: u.token })).body).toHaveLength(before);
  });

  it('refuses a list sent as text', async () => {
    const pref = await createPreference(u);
    const res = await t.request('PATCH', `${PREFS}${pref.id}/`, {
      token: u.token,
      body: { excluded_companies: 'Acme' },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ excluded_companies: [expect.any(String)] });
  });

  it("are the owner's alone: another user's PATCH answers 404 and changes nothing", async () => {
    const pref = await createPreference(u, { ...valid, excluded_companies: ['Acme'] });
    const eve = await t.registerUser();
    const res = await t.request('PATCH', `${PREFS}${pref.id}/`, { token: eve.token, body: { excluded_companies: [] } });
    expect(res.status).toBe(404);
    expect(await savedOf(u, pref.id)).toMatchObject({ excluded_companies: ['Acme'] });
  });
});
