import { eq } from 'drizzle-orm';
import { startTestApp, type SignedInUser, type TestApp } from '@test/helpers/test-app';
import { getLinkedinLogin, saveLinkedinCookies, clearLinkedinCookies } from '@/db/repositories/linkedin-credentials';
import { linkedinCredentials } from '@/db/schema';

const URL = '/django/api/job-search/linkedin-credentials/';
const TIMESTAMP = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;
let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const create = (user: SignedInUser, body: unknown) => t.request('POST', URL, { token: user.token, body });
const patch = (user: SignedInUser, id: number | string, body: unknown) =>
  t.request('PATCH', `${URL}${id}/`, { token: user.token, body });
const list = async (user: SignedInUser) => (await t.request('GET', URL, { token: user.token })).body;
const login = (user: SignedInUser) => getLinkedinLogin(t.database.db, t.app.secretBox, user.user.id);

describe('GET /job-search/linkedin-credentials/', () => {
  it('answers [] when none are saved', async () => {
    const u = await t.registerUser();
    const res = await t.request('GET', URL, { token: u.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual([]);
  });

  it('requires a token', async () => {
    const res = await t.request('GET', URL);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ detail: 'Authentication credentials were not provided.' });
  });
});

describe('POST /job-search/linkedin-credentials/', () => {
  it('saves the credentials, never answers the password and ignores client-owned fields', async () => {
    const u = await t.registerUser();
    const res = await create(u, {
      username: ' Ada@Example.com ',
      password: 'pw-never-shown',
      created_at: '1999-01-01 00:00:00',
      updated_at: '1999-01-01 00:00:00',
      cookies_saved: true,
      id: 12345,
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      username: 'ada@example.com',
      created_at: expect.stringMatching(TIMESTAMP),
      updated_at: expect.stringMatching(TIMESTAMP),
      cookies_saved: false,
      cookies_saved_at: null,
    });
    expect(res.body.created_at).not.toBe('1999-01-01 00:00:00');
    expect(res.body.id).not.toBe(12345);
    expect(res.text).not.toContain('pw-never-shown');
    const listed = await t.request('GET', URL, { token: u.token });
    expect(listed.body).toEqual([res.body]);
    expect(listed.text).not.toContain('pw-never-shown');
    expect(await login(u)).toEqual({ username: 'ada@example.com', password: 'pw-never-shown' });
  });

  it('keeps one record per user: a second POST is refused and changes nothing', async () => {
    const u = await t.registerUser();
    const first = await create(u, { username: 'first@example.com', password: 'first-password' });
    const second = await create(u, { username: 'second@example.com', password: 'second-password' });
    expect(second.status).toBe(400);
    expect(second.body).toEqual({
      non_field_errors: ['LinkedIn credentials already exist. Update them instead.'],
    });
    expect(await list(u)).toEqual([first.body]);
    expect(await login(u)).toEqual({ username: 'first@example.com', password: 'first-password' });
  });

  it.each([
    [{}, { username: ['This field is required.'], password: ['This field is required.'] }],
    [{ username: 'not-an-email', password: 'x' }, { username: ['Enter a valid email address.'] }],
    [{ username: '', password: 'x' }, { username: ['Enter a valid email address.'] }],
    [{ username: 'a@b.co', password: '' }, { password: ['This field may not be blank.'] }],
    [{ username: 'a@b.co', password: null }, { password: ['This field may not be null.'] }],
    [
      { username: 42, password: 42 },
      { username: ['Not a valid string.'], password: ['Not a valid string.'] },
    ],
    [
      { username: 'a@b.co', password: 'p'.repeat(257) },
      { password: ['Ensure this field has no more than 256 characters.'] },
    ],
  ])('validates %j', async (body, errors) => {
    const u = await t.registerUser();
    const res = await create(u, body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual(errors);
    expect(await list(u)).toEqual([]);
  });

  it('answers a malformed JSON body with a parse error', async () => {
    const u = await t.registerUser();
    const res = await t.request('POST', URL, {
      token: u.token,
      raw: '{"username": "a@b.co", "password": "secret',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
    expect(res.body.detail).toMatch(/^JSON parse error - /);
  });
});

describe('PATCH /job-search/linkedin-credentials/{id}/', () => {
  let u: SignedInUser;
  let id: number;
  beforeEach(async () => {
    u = await t.registerUser();
    id = (await create(u, { username: 'ada@example.com', password: 'old-password' })).body.id;
    await saveLinkedinCookies(t.database.db, t.app.secretBox, u.user.id, '[{"name":"li_at","value":"x"}]');
  });

  it('changes the password and keeps the cookies when the username stays', async () => {
    const res = await patch(u, id, { username: 'ADA@example.com', password: 'new-password' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id,
      username: 'ada@example.com',
      cookies_saved: true,
      cookies_saved_at: expect.stringMatching(TIMESTAMP),
    });
    expect(res.text).not.toContain('new-password');
    expect(await login(u)).toEqual({
      username: 'ada@example.com',
      password: 'new-password',
      cookies: '[{"name":"li_at","value":"x"}]',
    });
  });

  it.each([
    ['an empty password', { password: '' }],
    ['a null password', { password: null }],
    ['no password', {}],
    ['client-owned fields only', { created_at: '2000-01-01 00:00:00', cookies_saved: false }],
  ])('keeps the saved password for %s', async (_, body) => {
    const res = await patch(u, id, body);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ username: 'ada@example.com', cookies_saved: true });
    expect(await login(u)).toMatchObject({ password: 'old-password' });
  });

  it('drops the saved cookies when the username changes', async () => {
    const res = await patch(u, id, { username: 'grace@example.com', password: '' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ username: 'grace@example.com', cookies_saved: false, cookies_saved_at: null });
    expect(await login(u)).toEqual({ username: 'grace@example.com', password: 'old-password' });
  });

  it('bumps updated_at and keeps created_at', async () => {
    const [before] = await t.database.db.select().from(linkedinCredentials).where(eq(linkedinCredentials.id, id));
    await patch(u, id, { password: 'another-one' });
    const [after] = await t.database.db.select().from(linkedinCredentials).where(eq(linkedinCredentials.id, id));
    expect(after!.createdAt).toEqual(before!.createdAt);
    expect(after!.updatedAt.getTime()).toBeGreaterThan(before!.updatedAt.getTime());
  });

  it.each([
    [{ username: 'nope' }, { username: ['Enter a valid email address.'] }],
    [{ username: null }, { username: ['This field may not be null.'] }],
    [{ password: 'p'.repeat(257) }, { password: ['Ensure this field has no more than 256 characters.'] }],
    [{ password: 5 }, { password: ['Not a valid string.'] }],
  ])('validates %j and changes nothing', async (body, errors) => {
    const res = await patch(u, id, body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual(errors);
    expect(await login(u)).toMatchObject({ username: 'ada@example.com', password: 'old-password' });
  });

  it.each(['99999999', 'abc', '-1'])('answers 404 for id %s', async (badId) => {
    const res = await patch(u, badId, { password: 'whatever' });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ detail: 'Not found.' });
  });

  it('answers 404 for another user’s credentials and leaves them unchanged', async () => {
    const other = await t.registerUser();
    await create(other, { username: 'other@example.com', password: 'other-password' });
    const before = await list(u);
    const res = await patch(other, id, { username: 'thief@example.com', password: 'stolen' });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ detail: 'Not found.' });
    expect(await list(u)).toEqual(before);
    expect(await login(u)).toMatchObject({ username: 'ada@example.com', password: 'old-password' });
    expect(await list(other)).toMatchObject([{ username: 'other@example.com' }]);
  });
});

describe('DELETE /job-search/linkedin-credentials/{id}/ (disconnect)', () => {
  const remove = (user: SignedInUser, id: number | string) =>
    t.request('DELETE', `${URL}${id}/`, { token: user.token });

  it('deletes the credentials and the saved session; new ones can be saved after', async () => {
    const u = await t.registerUser();
    const { id } = (await create(u, { username: 'ada@example.com', password: 'pw' })).body;
    await saveLinkedinCookies(t.database.db, t.app.secretBox, u.user.id, '[{"name":"li_at","value":"x"}]');
    const res = await remove(u, id);
    expect(res.status).toBe(204);
    expect(res.text).toBe('');
    expect(await list(u)).toEqual([]);
    expect(await login(u)).toBeUndefined();
    const rows = await t.database.db
      .select()
      .from(linkedinCredentials)
      .where(eq(linkedinCredentials.userId, u.user.id));
    expect(rows).toEqual([]);
    const again = await create(u, { username: 'grace@example.com', password: 'pw2' });
    expect(again.status).toBe(201);
    expect(again.body).toMatchObject({ username: 'grace@example.com', cookies_saved: false, cookies_saved_at: null });
  });

  it.each(['99999999', 'abc', '-1'])('answers 404 for id %s and deletes nothing', async (badId) => {
    const u = await t.registerUser();
    await create(u, { username: 'ada@example.com', password: 'pw' });
    const res = await remove(u, badId);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ detail: 'Not found.' });
    expect(await list(u)).toMatchObject([{ username: 'ada@example.com' }]);
  });

  it('answers 404 for another user’s credentials and leaves them and their session untouched', async () => {
    const owner = await t.registerUser();
    const { id } = (await create(owner, { username: 'owner@example.com', password: 'owner-pw' })).body;
    await saveLinkedinCookies(t.database.db, t.app.secretBox, owner.user.id, '[{"v":1}]');
    const other = await t.registerUser();
    await create(other, { username: 'other@example.com', password: 'other-pw' });
    const res = await remove(other, id);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ detail: 'Not found.' });
    expect(await login(owner)).toEqual({ username: 'owner@example.com', password: 'owner-pw', cookies: '[{"v":1}]' });
    expect(await list(other)).toMatchObject([{ username: 'other@example.com' }]);
  });

  it('requires a token', async () => {
    const res = await t.request('DELETE', `${URL}1/`);
    expect(res.status).toBe(401);
  });
});

describe('the bot’s repository functions', () => {
  it('open the login, save and clear cookies', async () => {
    const u = await t.registerUser();
    expect(await login(u)).toBeUndefined();
    expect(await saveLinkedinCookies(t.database.db, t.app.secretBox, u.user.id, '[]')).toBe(false);
    await create(u, { username: 'bot@example.com', password: 'bot-password' });
    expect(await saveLinkedinCookies(t.database.db, t.app.secretBox, u.user.id, '[{"v":1}]')).toBe(true);
    expect(await login(u)).toEqual({ username: 'bot@example.com', password: 'bot-password', cookies: '[{"v":1}]' });
    expect(await list(u)).toMatchObject([{ cookies_saved: true, cookies_saved_at: expect.stringMatching(TIMESTAMP) }]);
    await clearLinkedinCookies(t.database.db, u.user.id);
    expect(await login(u)).toEqual({ username: 'bot@example.com', password: 'bot-password' });
    expect(await list(u)).toMatchObject([{ cookies_saved: false, cookies_saved_at: null }]);
  });
});
