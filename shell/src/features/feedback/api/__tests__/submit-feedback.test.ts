import { clearTokens, setTokens } from '@app/shared/stores';
import { serveApiForTests, type Answer } from '@app/shared/test-support';
import { submitFeedback } from '../submit-feedback';

let answer: Answer;
const api = serveApiForTests(() => answer);
beforeEach(() => {
  api.server.requests.length = 0;
  setTokens({ access: 'access-1', refresh: 'refresh-1' });
});
afterEach(() => clearTokens());

it('sends the comment and answers the feedback as saved', async () => {
  const saved = { id: 1, comment: 'Nice', created_at: '2026-01-02 03:04:05' };
  answer = { status: 201, body: saved };
  await expect(submitFeedback('Nice')).resolves.toEqual(saved);
  const [request] = api.server.requests;
  expect(`${request!.method} ${request!.path} ${request!.body}`).toBe(
    'POST /django/api/accounts/users/submit-feedback/ {"comment":"Nice"}',
  );
  expect(request!.headers.authorization).toBe('Bearer access-1');
  answer = { status: 201, body: { id: 1 } };
  await expect(submitFeedback('Nice')).rejects.toThrow(/Unexpected answer from submit-feedback/);
});
