import { startTestApp, type TestApp } from '@test/helpers/test-app';

const API = '/django/api';
let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('register', () => {
  it('answers a token pair and creates the user with the signup credits', async () => {
    const res = await t.request('POST', `${API}/accounts/users/register/`, {
      body: { first_name: ' Grace ', last_name: 'Hopper', email: 'Grace@Example.com', password: 'navy-cobol-1906' },
    });
    expect(res.status).toBe(201);
    expect(Object.keys(res.body).sort()).toEqual(['refresh_token', 'token']);
    const me = await t.request('GET', `${API}/accounts/users/me/`, { token: res.body.token });
    expect(me.status).toBe(200);
    expect(me.body).toEqual({
      id: expect.any(Number),
      first_name: 'Grace',
      last_name: 'Hopper',
      email: 'grace@example.com',
      credits: 10,
    });
  });

  it('refuses a taken email, whatever its case', async () => {
    await t.registerUser({ email: 'taken@example.com' });
    const res = await t.request('POST', `${API}/accounts/users/register/`, {
      body: { first_name: 'A', last_name: 'B', email: 'TAKEN@example.com', password: 'long enough pw' },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ email: ['user with this email already exists.'] });
  });

  it.each([
    [
      {},
      {
        first_name: ['This field is required.'],
        last_name: ['This field is required.'],
        email: ['This field is required.'],
        password: ['This field is required.'],
      },
    ],
    [
      { first_name: '  ', last_name: 'B', email: 'a@b.co', password: 'long enough pw' },
      { first_name: ['This field may not be blank.'] },
    ],
    [
      { first_name: 'A', last_name: 'B', email: 'not-an-email', password: 'long enough pw' },
      { email: ['Enter a valid email address.'] },
    ],
    [
      { first_name: 'A', last_name: 'B', email: 'a@b.co', password: 'short' },
      { password: ['This password is too short. It must contain at least 8 characters.'] },
    ],
    [
      { first_name: 5, last_name: 'B', email: 'a@b.co', password: 'long enough pw' },
      { first_name: ['Not a valid string.'] },
    ],
  ])('validates %j', async (body, errors) => {
    const res = await t.request('POST', `${API}/accounts/users/register/`, { body });
    expect(res.status).toBe(400);
    expect(res.body).toEqual(errors);
  });
});

describe('login', () => {
  it('answers a token pair for the right password', async () => {
    const u = await t.registerUser({ email: 'login@example.com', password: 'the right one' });
    const res = await t.request('POST', `${API}/accounts/users/login/`, {
      body: { email: 'LOGIN@example.com', password: u.password },
    });
    expect(res.status).toBe(200);
    expect(typeof res.body.token).toBe('string');
    expect(typeof res.body.refresh_token).toBe('string');
  });

  it.each([
    ['a wrong password', { email: 'login@example.com', password: 'the wrong one' }],
    ['an unknown email', { email: 'nobody@example.com', password: 'whatever' }],
  ])('refuses %s with simplejwt wording', async (_, body) => {
    const res = await t.request('POST', `${API}/accounts/users/login/`, { body });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ detail: 'No active account found with the given credentials' });
  });

  it('requires email and password', async () => {
    const res = await t.request('POST', `${API}/accounts/users/login/`, { body: { email: '', password: '' } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ email: ['Enter a valid email address.'], password: ['This field may not be blank.'] });
  });

  it('answers a malformed JSON body with a parse error, never a 500', async () => {
    const res = await t.request('POST', `${API}/accounts/users/login/`, {
      raw: '{"email": "a@b.co",',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
    expect(res.body.detail).toMatch(/^JSON parse error - /);
  });
});

describe('me and the access token', () => {
  it('answers 401 "not provided" without a token', async () => {
    const res = await t.request('GET', `${API}/accounts/users/me/`);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ detail: 'Authentication credentials were not provided.' });
  });

  it('answers token_not_valid / "Token is invalid" for a garbled token', async () => {
    const res = await t.request('GET', `${API}/accounts/users/me/`, { token: 'abc.def.ghi' });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({
      detail: 'Given token not valid for any token type',
      code: 'token_not_valid',
      messages: [{ token_class: 'AccessToken', token_type: 'access', message: 'Token is invalid' }],
    });
  });

  it('answers "Token is expired" for an expired access token', async () => {
    const u = await t.registerUser();
    const { createSigner } = await import('fast-jwt');
    const sign = createSigner({ key: t.config.secretKey, algorithm: 'HS256' });
    const past = Math.floor(Date.now() / 1000) - 600;
    const expired = sign({ token_type: 'access', user_id: u.user.id, jti: 'x', iat: past, exp: past + 300 });
    const res = await t.request('GET', `${API}/accounts/users/me/`, { token: expired });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({
      detail: 'Given token not valid for any token type',
      code: 'token_not_valid',
      messages: [{ token_class: 'AccessToken', token_type: 'access', message: 'Token is expired' }],
    });
  });

  it('answers "Token has wrong type" for a refresh token used as access', async () => {
    const u = await t.registerUser();
    const res = await t.request('GET', `${API}/accounts/users/me/`, { token: u.refresh_token });
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('token_not_valid');
    expect(res.body.messages[0].message).toBe('Token has wrong type');
  });

  it('answers "Token is invalid" for a token signed with another key', async () => {
    const { createSigner } = await import('fast-jwt');
    const sign = createSigner({ key: 'another-secret-another-secret-another', algorithm: 'HS256' });
    const now = Math.floor(Date.now() / 1000);
    const forged = sign({ token_type: 'access', user_id: 1, jti: 'x', iat: now, exp: now + 300 });
    const res = await t.request('GET', `${API}/accounts/users/me/`, { token: forged });
    expect(res.status).toBe(401);
    expect(res.body.messages[0].message).toBe('Token is invalid');
  });

  it('carries simplejwt claims', async () => {
    const u = await t.registerUser();
    const payload = JSON.parse(Buffer.from(u.token.split('.')[1]!, 'base64url').toString());
    expect(payload).toEqual({
      token_type: 'access',
      user_id: u.user.id,
      sv: 0,
      sid: expect.stringMatching(/^[0-9a-f]{32}$/),
      jti: expect.any(String),
      iat: expect.any(Number),
      exp: payload.iat + 300,
    });
    const header = JSON.parse(Buffer.from(u.token.split('.')[0]!, 'base64url').toString());
    expect(header.alg).toBe('HS256');
  });
});

describe('token refresh', () => {
  it('rotates: the answer holds a new access and refresh token; the used one is blacklisted', async () => {
    const u = await t.registerUser();
    const first = await t.request('POST', `${API}/accounts/token/refresh/`, { body: { refresh: u.refresh_token } });
    expect(first.status).toBe(200);
    expect(Object.keys(first.body).sort()).toEqual(['access', 'refresh']);
    const me = await t.request('GET', `${API}/accounts/users/me/`, { token: first.body.access });
    expect(me.status).toBe(200);

    const again = await t.request('POST', `${API}/accounts/token/refresh/`, { body: { refresh: u.refresh_token } });
    expect(again.status).toBe(401);
    expect(again.body).toEqual({ detail: 'Token is blacklisted', code: 'token_not_valid' });

    const next = await t.request('POST', `${API}/accounts/token/refresh/`, { body: { refresh: first.body.refresh } });
    expect(next.status).toBe(200);
  });

  it('refuses a garbled or access token as refresh', async () => {
    const u = await t.registerUser();
    const garbled = await t.request('POST', `${API}/accounts/token/refresh/`, { body: { refresh: 'nope' } });
    expect(garbled.status).toBe(401);
    expect(garbled.body).toEqual({ detail: 'Token is invalid', code: 'token_not_valid' });
    const access = await t.request('POST', `${API}/accounts/token/refresh/`, { body: { refresh: u.token } });
    expect(access.status).toBe(401);
    expect(access.body).toEqual({ detail: 'Token has wrong type', code: 'token_not_valid' });
  });

  it('needs the refresh field', async () => {
    const res = await t.request('POST', `${API}/accounts/token/refresh/`, { body: {} });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ refresh: ['This field is required.'] });
  });

  it('lets exactly one of two racing refreshes through', async () => {
    const u = await t.registerUser();
    const results = await Promise.all(
      [0, 1, 2, 3].map(() =>
        t.request('POST', `${API}/accounts/token/refresh/`, { body: { refresh: u.refresh_token } }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 401, 401, 401]);
  });
});

describe('update-profile', () => {
  it('changes names and keeps the password when it is empty', async () => {
    const u = await t.registerUser();
    const res = await t.request('POST', `${API}/accounts/users/update-profile/`, {
      token: u.token,
      body: { first_name: 'Augusta', last_name: 'King', password: '' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ first_name: 'Augusta', last_name: 'King', email: u.user.email });
    const login = await t.request('POST', `${API}/accounts/users/login/`, {
      body: { email: u.user.email, password: u.password },
    });
    expect(login.status).toBe(200);
  });

  it('re-hashes a new password', async () => {
    const u = await t.registerUser();
    const res = await t.request('POST', `${API}/accounts/users/update-profile/`, {
      token: u.token,
      body: { first_name: 'A', last_name: 'B', password: 'a brand new one', current_password: u.password },
    });
    expect(res.status).toBe(200);
    const old = await t.request('POST', `${API}/accounts/users/login/`, {
      body: { email: u.user.email, password: u.password },
    });
    expect(old.status).toBe(401);
    const fresh = await t.request('POST', `${API}/accounts/users/login/`, {
      body: { email: u.user.email, password: 'a brand new one' },
    });
    expect(fresh.status).toBe(200);
  });

  it('validates names and password length, and changes nothing then', async () => {
    const u = await t.registerUser();
    const res = await t.request('POST', `${API}/accounts/users/update-profile/`, {
      token: u.token,
      body: { first_name: '', last_name: ' ', password: 'short' },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      first_name: ['This field may not be blank.'],
      last_name: ['This field may not be blank.'],
      password: ['This password is too short. It must contain at least 8 characters.'],
    });
    const me = await t.request('GET', `${API}/accounts/users/me/`, { token: u.token });
    expect(me.body).toEqual(u.user);
  });
});

describe('feedback and logout', () => {
  it('stores feedback', async () => {
    const u = await t.registerUser();
    const res = await t.request('POST', `${API}/accounts/users/submit-feedback/`, {
      token: u.token,
      body: { comment: ' Great bot ' },
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      comment: 'Great bot',
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
    });
    const blank = await t.request('POST', `${API}/accounts/users/submit-feedback/`, {
      token: u.token,
      body: { comment: '   ' },
    });
    expect(blank.status).toBe(400);
    expect(blank.body).toEqual({ comment: ['This field may not be blank.'] });
  });

  it('logout blacklists the refresh token', async () => {
    const u = await t.registerUser();
    const res = await t.request('POST', `${API}/accounts/users/logout/`, {
      token: u.token,
      body: { refresh: u.refresh_token },
    });
    expect(res.status).toBe(200);
    const refresh = await t.request('POST', `${API}/accounts/token/refresh/`, { body: { refresh: u.refresh_token } });
    expect(refresh.status).toBe(401);
    expect(refresh.body.detail).toBe('Token is blacklisted');
    // Logging out again with another live access token of the same user is not an error.
    const other = await t.request('POST', `${API}/accounts/users/login/`, {
      body: { email: u.user.email, password: u.password },
    });
    const twice = await t.request('POST', `${API}/accounts/users/logout/`, {
      token: other.body.token,
      body: { refresh: u.refresh_token },
    });
    expect(twice.status).toBe(200);
  });

  it("refuses to log out with another user's refresh token", async () => {
    const a = await t.registerUser();
    const b = await t.registerUser();
    const res = await t.request('POST', `${API}/accounts/users/logout/`, {
      token: b.token,
      body: { refresh: a.refresh_token },
    });
    expect(res.status).toBe(401);
    const still = await t.request('POST', `${API}/accounts/token/refresh/`, { body: { refresh: a.refresh_token } });
    expect(still.status).toBe(200);
  });
});

describe('unknown routes', () => {
  it('answers 404 "Not found." in JSON', async () => {
    const res = await t.request('GET', `${API}/nope/`);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ detail: 'Not found.' });
  });
});
