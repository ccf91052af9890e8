import { clearTokens, setTokens } from '@app/shared/stores';
import { serveApiForTests, type Answer } from '@app/shared/test-support';
import { deleteJobSearch } from '../delete-job-search';

let answer: Answer;
const api = serveApiForTests(() => answer);
const last = () => api.server.requests[api.server.requests.length - 1]!;
beforeEach(() => {
  api.server.requests.length = 0;
  setTokens({ access: 'access-1', refresh: 'refresh-1' });
});
afterEach(() => clearTokens());

it('deletes a search with the flag that keeps or deletes its applications', async () => {
  answer = { status: 204 };
  await deleteJobSearch(5, { deleteApplications: true });
  expect(`${last().method} ${last().path}`).toBe('DELETE /django/api/job-search/5/?delete_applications=true');
});
