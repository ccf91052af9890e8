import { answerNeeded } from '@/features/answers-needed/api/answer-needed';
import { createJobSearch } from '@/features/job-search-editor/api/create-job-search';
import {
  cancelVerification,
  startJobSearch,
  stopJobSearch,
  submitVerificationCode,
} from '@/features/search-runner/api/search-runs';
import { makeSearch } from '@/testing/fixtures';
import { clearTokens, setTokens } from '@app/shared/stores';
import { serveApiForTests, type Answer } from '@app/shared/test-support';
import { createJobPreference, updateJobPreference } from '../job-preferences';

// The endpoints this remote owns (CONTRIBUTING, "Who owns an endpoint"), each on its own path with
// its own body, answers checked with the contract the remote was built with.
const search = makeSearch({ id: 6 });
let answer: Answer;
const api = serveApiForTests(() => answer);
const sent = () => api.server.requests.map((r) => `${r.method} ${r.path} ${r.body}`);
beforeEach(() => {
  api.server.requests.length = 0;
  setTokens({ access: 'access-1', refresh: 'refresh-1' });
});
afterEach(() => clearTokens());

it('creates a search from a preference, starts and stops it, and answers LinkedIn’s PIN or cancels it', async () => {
  answer = { status: 200, body: search };
  await expect(createJobSearch(106)).resolves.toEqual(search);
  await expect(startJobSearch(6)).resolves.toEqual(search);
  await expect(stopJobSearch(6)).resolves.toEqual(search);
  answer = { status: 200, body: {} };
  await submitVerificationCode('123456');
  await cancelVerification(6);
  expect(sent()).toEqual([
    'POST /django/api/job-search/ {"job_preference":106}',
    'POST /django/api/job-search/6/start/ {}',
    'POST /django/api/job-search/6/stop/ {}',
    'POST /django/api/job-search/submit-verification-code/ {"verification_code":"123456"}',
    'POST /django/api/job-search/cancel-verification/ {"job_search_id":6}',
  ]);
  expect(api.server.requests.every((r) => r.headers.authorization === 'Bearer access-1')).toBe(true);
});

it('job preferences carry created_at and updated_at as now (product §7)', async () => {
  answer = { status: 200, body: search.job_preference };
  await createJobPreference({ search_term: 'dev', location: 'Pune', max_jobs: 5 });
  await updateJobPreference(4, { max_jobs: 9 });
  const [created, updated] = api.server.requests.map((r) => JSON.parse(r.body));
  expect(api.server.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
    'POST /django/api/job-search/job-preferences/',
    'PATCH /django/api/job-search/job-preferences/4/',
  ]);
  expect(created).toMatchObject({ search_term: 'dev', location: 'Pune', max_jobs: 5 });
  expect(created.created_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  expect(created.updated_at).toBe(created.created_at);
  expect(updated).toMatchObject({ max_jobs: 9 });
  expect(updated.updated_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
});

it('answers a question waiting under "Answers needed"', async () => {
  answer = { status: 200, body: { id: 3, question: 'Notice period?', answer: '30', jobs_waiting: 2 } };
  await expect(answerNeeded(3, '30')).resolves.toMatchObject({ jobs_waiting: 2 });
  expect(sent()).toEqual(['POST /django/api/job-search/answers-needed/3/answer/ {"answer":"30"}']);
});

it('names the call when an answer breaks the contract this remote was built with', async () => {
  answer = { status: 200, body: { ...search, status: 'sleeping' } };
  await expect(startJobSearch(6)).rejects.toThrow(/Unexpected answer from start job search/);
});
