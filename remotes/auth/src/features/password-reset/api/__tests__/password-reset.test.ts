import { serveApiForTests, type Answer } from '@app/shared/test-support';
import { confirmPasswordReset, requestPasswordReset } from '../password-reset';

let answer: Answer;
const api = serveApiForTests(() => answer);
beforeEach(() => {
  api.server.requests.length = 0;
});

it('asks for a reset link and reads the answer with the contract this remote was built with', async () => {
  answer = { status: 200, body: { detail: 'If an account exists for this email, a link is on its way.' } };
  await expect(requestPasswordReset({ email: 'ada@example.com' })).resolves.toEqual({
    detail: 'If an account exists for this email, a link is on its way.',
  });
  expect(api.server.requests[0]).toMatchObject({ method: 'POST', path: '/django/api/accounts/users/password-reset/' });
});

it('names the call when the answer does not match the contract, instead of passing undefined fields on', async () => {
  answer = { status: 200, body: { message: 'done' } };
  await expect(confirmPasswordReset({ token: 't', password: 'a new long password' })).rejects.toThrow(
    /Unexpected answer from password-reset-confirm/,
  );
});
