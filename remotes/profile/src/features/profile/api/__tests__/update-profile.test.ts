import { clearTokens, getTokens, setTokens } from '@app/shared/stores';
import { serveApiForTests, type Answer } from '@app/shared/test-support';
import { updateProfile } from '../update-profile';

const user = { id: 1, first_name: 'Ada', last_name: 'L', email: 'a@example.com', credits: 5 };
let answer: Answer;
const api = serveApiForTests(() => answer);
const last = () => api.server.requests[api.server.requests.length - 1]!;
beforeEach(() => {
  api.server.requests.length = 0;
  setTokens({ access: 'access-1', refresh: 'refresh-1' });
});
afterEach(() => clearTokens());

it('saves the profile and answers the user without the tokens', async () => {
  answer = { status: 200, body: user };
  await expect(updateProfile({ first_name: 'Ada', last_name: 'L', password: '' })).resolves.toEqual(user);
  expect(`${last().method} ${last().path}`).toBe('POST /django/api/accounts/users/update-profile/');
  expect(JSON.parse(last().body)).toEqual({ first_name: 'Ada', last_name: 'L', password: '' });
  expect(getTokens()).toEqual({ access: 'access-1', refresh: 'refresh-1' });
});

it('keeps the new pair the server sends after a password change', async () => {
  answer = { status: 200, body: { ...user, token: 'access-2', refresh_token: 'refresh-2' } };
  await expect(updateProfile({ first_name: 'Ada', last_name: 'L', password: 'a new long password' })).resolves.toEqual(
    user,
  );
  expect(getTokens()).toEqual({ access: 'access-2', refresh: 'refresh-2' });
});
