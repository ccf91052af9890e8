import { EXCLUSION_LIMITS, exclusionMessages } from '@app/shared/contract';
import { startTestApp, type TestApp } from '@test/helpers/test-app';

const URL = '/django/api/accounts/users/me/excluded-companies/';
let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('companies excluded on every search (product §4.11)', () => {
  it('are none for a new user; PUT replaces the list for that user only', async () => {
    const ada = await t.registerUser();
    const bob = await t.registerUser();
    expect(await t.request('GET', URL, { token: ada.token })).toMatchObject({ status: 200, body: { companies: [] } });

    const saved = await t.request('PUT', URL, { token: ada.token, body: { companies: [' Acme ', 'Initech', 'acme'] } });
    expect(saved).toMatchObject({ status: 200, body: { companies: ['Acme', 'Initech'] } });
    expect((await t.request('GET', URL, { token: ada.token })).body).toEqual({ companies: ['Acme', 'Initech'] });
    expect((await t.request('GET', URL, { token: bob.token })).body).toEqual({ companies: [] });

    await t.request('PUT', URL, { token: ada.token, body: { companies: [] } });
    expect((await t.request('GET', URL, { token: ada.token })).body).toEqual({ companies: [] });
  });

  it.each([
    [
      'too many names',
      Array.from({ length: EXCLUSION_LIMITS.items + 1 }, (_, i) => `Company ${i}`),
      exclusionMessages.tooMany,
    ],
    ['a name too long', ['x'.repeat(EXCLUSION_LIMITS.length + 1)], exclusionMessages.tooLong],
    ['an empty name', [''], exclusionMessages.blank],
  ])('refuses %s with a 400 in plain words, keeping the saved list', async (_what, companies, message) => {
    const ada = await t.registerUser();
    await t.request('PUT', URL, { token: ada.token, body: { companies: ['Acme'] } });
    const res = await t.request('PUT', URL, { token: ada.token, body: { companies } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ companies: [message] });
    expect((await t.request('GET', URL, { token: ada.token })).body).toEqual({ companies: ['Acme'] });
  });

  it('refuses a missing list and a malformed body with a 400', async () => {
    const ada = await t.registerUser();
    const missing = await t.request('PUT', URL, { token: ada.token, body: {} });
    expect(missing).toMatchObject({ status: 400, body: { companies: ['This field is required.'] } });
    const malformed = await t.request('PUT', URL, {
      token: ada.token,
      raw: '{"companies": [',
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toEqual({ detail: expect.any(String) });
  });

  it('answer 401 without a valid token', async () => {
    expect((await t.request('GET', URL)).status).toBe(401);
    expect((await t.request('PUT', URL, { token: 'not-a-token', body: { companies: [] } })).status).toBe(401);
  });

  it('are documented in the OpenAPI document, as are the exclusions of a job preference', async () => {
    const doc = (await t.request('GET', '/django/api/docs/json')).body;
    const path = doc.paths[URL];
    expect(path.get.tags).toEqual(['accounts']);
    expect(path.put.requestBody.content['application/json'].schema.properties.companies).toMatchObject({
      type: 'array',
      maxItems: EXCLUSION_LIMITS.items,
    });
    expect(Object.keys(path.put.responses)).toEqual(expect.arrayContaining(['200', '400', '401']));
    const preference = doc.paths['/django/api/job-search/job-preferences/'].post;
    expect(Object.keys(preference.requestBody.content['application/json'].schema.properties)).toEqual(
      expect.arrayContaining(['excluded_companies', 'excluded_keywords']),
    );
  });
});
