import { startTestApp, type TestApp } from '@test/helpers/test-app';

const URL = '/django/api/accounts/users/me/notifications/';
let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const ALL_OFF = {
  run_ended_email: false,
  answers_needed_email: false,
  pin_browser: false,
  answers_needed_browser: false,
  offer_dismissed: false,
};

describe('notification settings', () => {
  it('are all off for a new user, and PUT saves them for that user only', async () => {
    const ada = await t.registerUser();
    const bob = await t.registerUser();
    expect(await t.request('GET', URL, { token: ada.token })).toMatchObject({ status: 200, body: ALL_OFF });

    const wanted = { ...ALL_OFF, run_ended_email: true, pin_browser: true, answers_needed_browser: true };
    const saved = await t.request('PUT', URL, { token: ada.token, body: wanted });
    expect(saved).toMatchObject({ status: 200, body: wanted });
    expect((await t.request('GET', URL, { token: ada.token })).body).toEqual(wanted);
    expect((await t.request('GET', URL, { token: bob.token })).body).toEqual(ALL_OFF);

    const off = await t.request('PUT', URL, { token: ada.token, body: ALL_OFF });
    expect(off.body).toEqual(ALL_OFF);
    expect((await t.request('GET', URL, { token: ada.token })).body).toEqual(ALL_OFF);
  });

  it('refuses bad input with a 400 naming each field, and keeps what was saved', async () => {
    const ada = await t.registerUser();
    const wanted = { ...ALL_OFF, run_ended_email: true, answers_needed_email: true, offer_dismissed: true };
    await t.request('PUT', URL, { token: ada.token, body: wanted });

    const notABoolean = await t.request('PUT', URL, { token: ada.token, body: { ...wanted, offer_dismissed: 1 } });
    expect(notABoolean.status).toBe(400);
    expect(notABoolean.body).toEqual({ offer_dismissed: ['Must be a valid boolean.'] });

    const wrongType = await t.request('PUT', URL, {
      token: ada.token,
      body: { run_ended_email: 'yes', answers_needed_email: false, pin_browser: false },
    });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body).toEqual({ run_ended_email: ['Must be a valid boolean.'] });

    const missing = await t.request('PUT', URL, { token: ada.token, body: { pin_browser: true } });
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({
      run_ended_email: ['This field is required.'],
      answers_needed_email: ['This field is required.'],
    });

    const malformed = await t.request('PUT', URL, {
      token: ada.token,
      raw: '{"run_ended_email": tru',
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toEqual({ detail: expect.any(String) });

    expect((await t.request('GET', URL, { token: ada.token })).body).toEqual(wanted);
  });

  it('keeps the later switches as saved when a PUT leaves them out (a client built before them)', async () => {
    const ada = await t.registerUser();
    await t.request('PUT', URL, {
      token: ada.token,
      body: { ...ALL_OFF, answers_needed_browser: true, offer_dismissed: true },
    });
    const older = { run_ended_email: true, answers_needed_email: false, pin_browser: false };
    const saved = await t.request('PUT', URL, { token: ada.token, body: older });
    expect(saved).toMatchObject({
      status: 200,
      body: { ...older, answers_needed_browser: true, offer_dismissed: true },
    });
  });

  it('are described in the OpenAPI document, the later two optional in a PUT', async () => {
    const doc = await t.request<{ paths: Record<string, any> }>('GET', '/django/api/docs/json');
    const put = doc.body.paths['/django/api/accounts/users/me/notifications/'].put;
    const body = put.requestBody.content['application/json'].schema;
    expect(body.required).toEqual(['run_ended_email', 'answers_needed_email', 'pin_browser']);
    expect(Object.keys(body.properties)).toEqual(expect.arrayContaining(['answers_needed_browser', 'offer_dismissed']));
  });

  it('answer 401 without a valid token, whatever the body', async () => {
    const get = await t.request('GET', URL);
    expect(get.status).toBe(401);
    expect(get.body).toEqual({ detail: 'Authentication credentials were not provided.' });
    const put = await t.request('PUT', URL, { token: 'not-a-token', body: ALL_OFF });
    expect(put.status).toBe(401);
    expect(put.body).toMatchObject({ detail: expect.any(String) });
  });
});
