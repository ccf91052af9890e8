import { createSigner } from 'fast-jwt';
import { startTestApp, type SignedInUser, type TestApp } from '@test/helpers/test-app';

const API = '/django/api';
const UPDATE = `${API}/accounts/users/update-profile/`;
const REFRESH = `${API}/accounts/token/refresh/`;
const ME = `${API}/accounts/users/me/`;
let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const me = (token: string) => t.request('GET', ME, { token });
const refresh = (token: string) => t.request('POST', REFRESH, { body: { refresh: token } });
const login = (u: SignedInUser, password: string) =>
  t.request('POST', `${API}/accounts/users/login/`, { body: { email: u.user.email, password } });

describe('changing the password', () => {
  it.each([
    ['without the current password', {}],
    ['with an empty current password', { current_password: '' }],
    ['with a wrong current password', { current_password: 'not the password' }],
  ])('is refused %s, and nothing changes', async (_, extra) => {
    const u = await t.registerUser();
    const res = await t.request('POST', UPDATE, {
      token: u.token,
      body: { first_name: 'Changed', last_name: 'Name', password: 'a brand new one', ...extra },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ current_password: ['Your current password is incorrect.'] });
    expect((await login(u, u.password)).status).toBe(200);
    expect((await login(u, 'a brand new one')).status).toBe(401);
    expect((await me(u.token)).body).toEqual(u.user);
  });

  it('ends every other session at once and gives the caller a fresh pair', async () => {
    const u = await t.registerUser();
    // A second device (or a thief) holding its own pair.
    const other = (await login(u, u.password)).body;
    const res = await t.request('POST', UPDATE, {
      token: u.token,
      body: { first_name: 'Ada', last_name: 'King', password: 'a brand new one', current_password: u.password },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ ...u.user, last_name: 'King' });
    expect(typeof res.body.token).toBe('string');
    expect(typeof res.body.refresh_token).toBe('string');

    for (const access of [u.token, other.token]) {
      const old = await me(access);
      expect(old.status).toBe(401);
      expect(old.body.code).toBe('token_not_valid');
    }
    for (const old of [u.refresh_token, other.refresh_token]) {
      const answer = await refresh(old);
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({ detail: 'Token is blacklisted', code: 'token_not_valid' });
    }

    expect((await me(res.body.token)).status).toBe(200);
    const rotated = await refresh(res.body.refresh_token);
    expect(rotated.status).toBe(200);
    expect((await me(rotated.body.access)).status).toBe(200);
    expect((await login(u, 'a brand new one')).status).toBe(200);
  });

  it('keeps every session when only the names change', async () => {
    const u = await t.registerUser();
    const res = await t.request('POST', UPDATE, {
      token: u.token,
      body: { first_name: 'Ada', last_name: 'King', password: '' },
    });
    expect(res.status).toBe(200);
    expect(res.body).not.toHaveProperty('token');
    expect((await me(u.token)).status).toBe(200);
    expect((await refresh(u.refresh_token)).status).toBe(200);
  });
});

describe('logout', () => {
  it('ends the access token it was called with at once; other sessions go on', async () => {
    const u = await t.registerUser();
    const other = (await login(u, u.password)).body;
    const res = await t.request('POST', `${API}/accounts/users/logout/`, {
      token: u.token,
      body: { refresh: u.refresh_token },
    });
    expect(res.status).toBe(200);
    const after = await me(u.token);
    expect(after.status).toBe(401);
    expect(after.body).toMatchObject({ code: 'token_not_valid' });
    expect((await me(other.token)).status).toBe(200);
    expect((await refresh(other.refresh_token)).status).toBe(200);
  });
});

describe('tokens whose claims cannot be trusted', () => {
  const signed = (claims: Record<string, unknown>) => {
    const sign = createSigner({ key: t.config.secretKey, algorithm: 'HS256' });
    const now = Math.floor(Date.now() / 1000);
    return sign({ token_type: 'access', jti: 'abc123', iat: now, exp: now + 300, ...claims });
  };

  it.each([
    ['a fractional user_id', { user_id: 1.5 }],
    ['a string user_id', { user_id: '1' }],
    ['a user_id past the integer column', { user_id: 2 ** 40 }],
    ['a negative user_id', { user_id: -3 }],
    ['no user_id', {}],
    ['a fractional session version', { user_id: 1, sv: 0.5 }],
    ['an object as jti', { user_id: 1, jti: { $ne: 1 } }],
  ])('answers 401, never 500, for %s', async (_, claims) => {
    const res = await me(signed(claims));
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ code: 'token_not_valid' });
  });

  it('answers 401 for a user deleted while their row is still cached', async () => {
    const u = await t.registerUser();
    expect((await me(u.token)).status).toBe(200); // now in the read cache
    // Deleted as the product deletes accounts: every process is told at once.
    const deleted = await t.request('DELETE', `${API}/accounts/users/me/`, {
      token: u.token,
      body: { current_password: u.password },
    });
    expect(deleted.status).toBe(204);
    for (const [method, path, body] of [
      ['GET', ME, undefined],
      ['POST', `${API}/accounts/users/submit-feedback/`, { comment: 'still here?' }],
    ] as const) {
      const res = await t.request(method, path, { token: u.token, body });
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ detail: 'User not found', code: 'user_not_found' });
    }
    expect((await refresh(u.refresh_token)).status).toBe(401);
  });
});
