import { clearTokens, setTokens } from '@app/shared/stores';
import { serveApiForTests, type Answer } from '@app/shared/test-support';
import { deleteLinkedinCredentials } from '../delete-linkedin-credentials';

let answer: Answer;
const api = serveApiForTests(() => answer);
const last = () => api.server.requests[api.server.requests.length - 1]!;
beforeEach(() => {
  api.server.requests.length = 0;
  setTokens({ access: 'access-1', refresh: 'refresh-1' });
});
afterEach(() => clearTokens());

it('disconnects LinkedIn by deleting the saved credentials', async () => {
  answer = { status: 204 };
  await expect(deleteLinkedinCredentials(5)).resolves.toBeUndefined();
  expect(`${last().method} ${last().path}`).toBe('DELETE /django/api/job-search/linkedin-credentials/5/');
});
