import { startTestApp, type TestApp } from '@test/helpers/test-app';

// Answers with personal data are never kept by a browser or a proxy.
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

it('sends Cache-Control: no-store on every API answer, signed in or not, errors included', async () => {
  const user = await t.registerUser();
  const answers = await Promise.all([
    t.request('GET', '/django/api/accounts/users/me/', { token: user.token }),
    t.request('POST', '/django/api/accounts/users/login/', {
      body: { email: user.user.email, password: user.password },
    }),
    t.request('GET', '/django/api/job-search/extra-information/', { token: user.token }),
    t.request('GET', '/django/api/accounts/users/me/'),
    t.request('GET', '/django/api/job-search/999999/', { token: user.token }),
  ]);
  expect(answers.map((res) => res.status)).toEqual([200, 200, 200, 401, 404]);
  for (const res of answers) expect(res.headers.get('cache-control')).toBe('no-store');
  // Downloads keep their own, stricter-sounding value.
  const exported = await t.request('GET', '/django/api/accounts/users/me/export/', { token: user.token });
  expect(exported.headers.get('cache-control')).toBe('private, no-store');
});
