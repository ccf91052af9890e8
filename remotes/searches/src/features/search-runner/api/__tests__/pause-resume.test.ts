import { loadContract } from '@app/shared/api';
import { clearTokens, setTokens } from '@app/shared/stores';
import { serveApiForTests, type Answer } from '@app/shared/test-support';
import { makeSearch } from '@/testing/fixtures';
import { pauseJobSearch, resumeJobSearch } from '../pause-resume';

let answer: Answer;
const api = serveApiForTests(() => answer);
const last = () => api.server.requests[api.server.requests.length - 1]!;
beforeAll(() => loadContract());
beforeEach(() => {
  api.server.requests.length = 0;
  setTokens({ access: 'access-1', refresh: 'refresh-1' });
});
afterEach(() => clearTokens());

it('pauses and resumes a search, answering it as the server has it now', async () => {
  answer = { status: 200, body: makeSearch({ id: 5, paused: true }) };
  await expect(pauseJobSearch(5)).resolves.toMatchObject({ id: 5, paused: true });
  expect(`${last().method} ${last().path}`).toBe('POST /django/api/job-search/5/pause/');
  answer = { status: 200, body: makeSearch({ id: 5, status: 'running' }) };
  await expect(resumeJobSearch(5)).resolves.toMatchObject({ id: 5, paused: false, status: 'running' });
  expect(`${last().method} ${last().path}`).toBe('POST /django/api/job-search/5/resume/');
  expect(last().headers.authorization).toBe('Bearer access-1');
});

it('a refusal comes back as the server’s error', async () => {
  answer = { status: 400, body: { detail: 'This job search is not paused.' } };
  await expect(resumeJobSearch(5)).rejects.toMatchObject({ status: 400, message: 'This job search is not paused.' });
});
