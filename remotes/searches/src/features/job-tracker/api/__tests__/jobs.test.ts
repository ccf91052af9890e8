import { clearTokens, setTokens } from '@app/shared/stores';
import { serveApiForTests, type Answer } from '@app/shared/test-support';
import { createJob, listJobsPage, replaceJob, updateJobStatus } from '../jobs';

const job = {
  id: 8,
  title: 'Dev',
  company: 'Acme',
  location: '',
  url: '',
  status: 'saved',
  notes: '',
  created_at: '2026-01-02 03:04:05',
  updated_at: '2026-01-02 03:04:05',
};
let answer: Answer;
const api = serveApiForTests(() => answer);
const last = () => api.server.requests[api.server.requests.length - 1]!;
beforeEach(() => {
  api.server.requests.length = 0;
  setTokens({ access: 'access-1', refresh: 'refresh-1' });
});
afterEach(() => clearTokens());

it('reads a page of jobs with the total the X-Total-Count header names, unset filters left out', async () => {
  answer = { status: 200, body: [job], headers: { 'X-Total-Count': '41' } };
  await expect(listJobsPage({ status: undefined, limit: 25, offset: 50 })).resolves.toEqual({ jobs: [job], total: 41 });
  expect(`${last().method} ${last().path}`).toBe('GET /django/api/jobs?limit=25&offset=50');
  expect(last().headers.authorization).toBe('Bearer access-1');
});

it('counts the page itself when the header is missing', async () => {
  answer = { status: 200, body: [job] };
  await expect(listJobsPage()).resolves.toEqual({ jobs: [job], total: 1 });
});

it('adds, replaces and moves a job on the tracker’s paths (no trailing slash)', async () => {
  answer = { status: 200, body: job };
  await createJob({ title: 'Dev', company: 'Acme' });
  expect(`${last().method} ${last().path}`).toBe('POST /django/api/jobs');
  await replaceJob(8, { title: 'Dev', company: 'Acme' });
  expect(`${last().method} ${last().path}`).toBe('PUT /django/api/jobs/8');
  await updateJobStatus(8, 'applied');
  expect(`${last().method} ${last().path}`).toBe('PATCH /django/api/jobs/8/status');
  expect(JSON.parse(last().body)).toEqual({ status: 'applied' });
});

it('names the call when an answer breaks the contract this remote was built with', async () => {
  answer = { status: 200, body: { ...job, status: 'hired' } };
  await expect(updateJobStatus(8, 'offered')).rejects.toThrow(/Unexpected answer from update job status/);
});
