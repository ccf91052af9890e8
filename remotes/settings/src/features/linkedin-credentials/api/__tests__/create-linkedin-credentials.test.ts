import { clearTokens, setTokens } from '@app/shared/stores';
import { serveApiForTests, type Answer } from '@app/shared/test-support';
import { createLinkedinCredentials } from '../create-linkedin-credentials';

let answer: Answer;
const api = serveApiForTests(() => answer);
const last = () => api.server.requests[api.server.requests.length - 1]!;
beforeEach(() => {
  api.server.requests.length = 0;
  setTokens({ access: 'access-1', refresh: 'refresh-1' });
});
afterEach(() => clearTokens());

it('saves new LinkedIn credentials', async () => {
  const credentials = {
    id: 5,
    username: 'a@example.com',
    created_at: '2026-01-02 03:04:05',
    updated_at: '2026-01-02 03:04:05',
    cookies_saved: false,
    cookies_saved_at: null,
  };
  answer = { status: 201, body: credentials };
  await expect(createLinkedinCredentials({ username: 'a@example.com', password: 'pw' })).resolves.toEqual(credentials);
  expect(`${last().method} ${last().path}`).toBe('POST /django/api/job-search/linkedin-credentials/');
  expect(JSON.parse(last().body)).toEqual({ username: 'a@example.com', password: 'pw' });
});
