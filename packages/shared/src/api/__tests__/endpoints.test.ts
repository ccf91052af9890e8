/**
 * @jest-environment jsdom
 */
import { setTokens } from '../../stores/token-storage';
import { startHttpTestServer, type TestServer } from '../../test-support/http-test-server';
import * as api from '..';

// Answers that satisfy the contract, so each call's parse passes and only its request is judged.
const at = '2026-01-02 03:04:05';
const user = { id: 1, first_name: 'Ada', last_name: 'L', email: 'a@example.com', credits: 5 };
const resume = { id: 2, title: 'cv', size: 1, is_default: true, updated_at: at, file: '/f', text_read: true };
const extra = {
  id: 3,
  notice_period: 30,
  current_pay: '9 LPA',
  expected_pay: '12 LPA',
  data: {},
  follow_companies: false,
  created_at: at,
  updated_at: at,
};
const preference = {
  id: 4,
  search_term: 'dev;qa',
  location: 'Pune',
  time_period: 'past_one_week',
  remote_only: false,
  relevant_jobs_only: true,
  apply_on_company_sites: true,
  max_jobs: 5,
  excluded_companies: [],
  excluded_keywords: [],
  created_at: at,
  updated_at: at,
};
const credentials = {
  id: 5,
  username: 'a@example.com',
  created_at: at,
  updated_at: at,
  cookies_saved: false,
  cookies_saved_at: null,
};
const search = {
  id: 6,
  status: 'not_started',
  notes: null,
  num_applied_jobs: 0,
  created_at: at,
  updated_at: at,
  started_at: null,
  verification_seconds_left: null,
  job_preference: preference,
};
const application = {
  id: 7,
  job_search: 6,
  job_title: 'Dev',
  company_name: 'Acme',
  job_url: 'https://example.com/j/1',
  status: 'applied',
  error_message: null,
  answers: [],
  company_site: null,
  created_at: at,
  attempted_at: at,
};
const job = {
  id: 8,
  title: 'Dev',
  company: 'Acme',
  location: '',
  url: '',
  status: 'saved',
  notes: '',
  created_at: at,
  updated_at: at,
};
const stats = { total: 1, by_status: { saved: 1, applied: 0, interviewing: 0, offered: 0, rejected: 0, withdrawn: 0 } };
const liveConfig = {
  key: 'k',
  host: 'h',
  port: 443,
  forceTLS: true,
  cluster: 'mt1',
  authEndpoint: 'https://h/a',
  enabledTransports: ['ws'],
};

type Row = [name: string, call: () => Promise<unknown>, method: string, path: string, body: unknown, answer: unknown];

const rows: Row[] = [
  ['getMe', () => api.getMe(), 'GET', '/accounts/users/me/', undefined, user],
  [
    'updateProfile',
    () => api.updateProfile({ first_name: 'A', last_name: 'B', password: '' }),
    'POST',
    '/accounts/users/update-profile/',
    { first_name: 'A', last_name: 'B', password: '' },
    user,
  ],
  [
    'submitFeedback',
    () => api.submitFeedback('Nice'),
    'POST',
    '/accounts/users/submit-feedback/',
    { comment: 'Nice' },
    { id: 1, comment: 'Nice', created_at: at },
  ],
  [
    'logout',
    () => api.logout('r'),
    'POST',
    '/accounts/users/logout/',
    { refresh: 'r' },
    { detail: 'Successfully logged out.' },
  ],
  [
    'refreshAccessToken',
    () => api.refreshAccessToken('r'),
    'POST',
    '/accounts/token/refresh/',
    { refresh: 'r' },
    { access: 'a', refresh: 'r2' },
  ],
  ['listResumes', () => api.listResumes(), 'GET', '/job-search/resumes/', undefined, [resume]],
  [
    'setDefaultResume',
    () => api.setDefaultResume(2),
    'POST',
    '/job-search/resumes/set-default/',
    { resume_id: 2 },
    resume,
  ],
  ['deleteResume', () => api.deleteResume(2), 'DELETE', '/job-search/resumes/2/', undefined, undefined],
  [
    'readResumeTextAgain',
    () => api.readResumeTextAgain(2),
    'POST',
    '/job-search/resumes/2/read-text/',
    undefined,
    resume,
  ],
  ['getExtraInformation', () => api.getExtraInformation(), 'GET', '/job-search/extra-information/', undefined, [extra]],
  [
    'createExtraInformation',
    () => api.createExtraInformation({ expected_pay: '12 LPA' }),
    'POST',
    '/job-search/extra-information/',
    { expected_pay: '12 LPA' },
    extra,
  ],
  [
    'updateExtraInformation',
    () => api.updateExtraInformation(3, { notice_period: 0 }),
    'PATCH',
    '/job-search/extra-information/3/',
    { notice_period: 0 },
    extra,
  ],
  [
    'listJobPreferences',
    () => api.listJobPreferences(),
    'GET',
    '/job-search/job-preferences/',
    undefined,
    [preference],
  ],
  [
    'getLinkedinCredentials',
    () => api.getLinkedinCredentials(),
    'GET',
    '/job-search/linkedin-credentials/',
    undefined,
    [credentials],
  ],
  [
    'fetchLinkedinCredentials',
    () => api.fetchLinkedinCredentials(),
    'GET',
    '/job-search/linkedin-credentials/',
    undefined,
    [credentials],
  ],
  [
    'createLinkedinCredentials',
    () => api.createLinkedinCredentials({ username: 'a@example.com', password: 'pw' }),
    'POST',
    '/job-search/linkedin-credentials/',
    { username: 'a@example.com', password: 'pw' },
    credentials,
  ],
  [
    'updateLinkedinCredentials without a password',
    () => api.updateLinkedinCredentials(5, { username: 'b@example.com', password: '' }),
    'PATCH',
    '/job-search/linkedin-credentials/5/',
    { username: 'b@example.com' },
    credentials,
  ],
  [
    'updateLinkedinCredentials with a password',
    () => api.updateLinkedinCredentials(5, { password: 'new' }),
    'PATCH',
    '/job-search/linkedin-credentials/5/',
    { password: 'new' },
    credentials,
  ],
  [
    'deleteLinkedinCredentials',
    () => api.deleteLinkedinCredentials(5),
    'DELETE',
    '/job-search/linkedin-credentials/5/',
    undefined,
    undefined,
  ],
  ['listJobSearches', () => api.listJobSearches(), 'GET', '/job-search/', undefined, [search]],
  ['getJobSearch', () => api.getJobSearch(6), 'GET', '/job-search/6/', undefined, search],
  ['createJobSearch', () => api.createJobSearch(4), 'POST', '/job-search/', { job_preference: 4 }, search],
  ['startJobSearch', () => api.startJobSearch(6), 'POST', '/job-search/6/start/', {}, search],
  ['stopJobSearch', () => api.stopJobSearch(6), 'POST', '/job-search/6/stop/', {}, search],
  [
    'submitVerificationCode',
    () => api.submitVerificationCode('123456'),
    'POST',
    '/job-search/submit-verification-code/',
    { verification_code: '123456' },
    {},
  ],
  [
    'cancelVerification',
    () => api.cancelVerification(6),
    'POST',
    '/job-search/cancel-verification/',
    { job_search_id: 6 },
    {},
  ],
  [
    'listJobApplications',
    () => api.listJobApplications(),
    'GET',
    '/job-search/job-applications/',
    undefined,
    [application],
  ],
  ['listJobs', () => api.listJobs({ status: 'saved' }), 'GET', '/jobs?status=saved', undefined, [job]],
  [
    'listJobsPage',
    () => api.listJobsPage({ limit: 25, offset: 50 }),
    'GET',
    '/jobs?limit=25&offset=50',
    undefined,
    [job],
  ],
  ['getJob', () => api.getJob(8), 'GET', '/jobs/8', undefined, job],
  [
    'createJob',
    () => api.createJob({ title: 'Dev', company: 'Acme' }),
    'POST',
    '/jobs',
    { title: 'Dev', company: 'Acme' },
    job,
  ],
  [
    'replaceJob',
    () => api.replaceJob(8, { title: 'Dev', company: 'Acme' }),
    'PUT',
    '/jobs/8',
    { title: 'Dev', company: 'Acme' },
    job,
  ],
  ['deleteJob', () => api.deleteJob(8), 'DELETE', '/jobs/8', undefined, undefined],
  ['getJobStats', () => api.getJobStats(), 'GET', '/jobs/stats', undefined, stats],
  ['listRecentJobs', () => api.listRecentJobs(), 'GET', '/jobs/recent?limit=5', undefined, [job]],
  ['updateJobStatus', () => api.updateJobStatus(8, 'applied'), 'PATCH', '/jobs/8/status', { status: 'applied' }, job],
  [
    'searchJobs',
    () => api.searchJobs('dev', { company: 'Acme' }),
    'GET',
    '/jobs/search?company=Acme&search=dev',
    undefined,
    [job],
  ],
  ['getLiveConfig', () => api.getLiveConfig(), 'GET', '/live/config/', undefined, liveConfig],
];

let server: TestServer;
let answer: unknown;
beforeAll(async () => {
  server = await startHttpTestServer((request) =>
    answer === undefined ? { status: request.method === 'DELETE' ? 204 : 200 } : { status: 200, body: answer },
  );
  api.setApiClient(api.createApiClient({ host: server.origin }));
});
afterAll(async () => {
  api.setApiClient(null);
  await server.close();
});

describe('one typed call per endpoint (product §7)', () => {
  it.each(rows)('%s', async (_name, call, method, path, body, reply) => {
    setTokens({ access: 'a', refresh: 'r' });
    server.requests.length = 0;
    answer = reply;
    await call();
    expect(server.requests).toHaveLength(1);
    const [request] = server.requests;
    expect(`${request!.method} ${request!.path}`).toBe(`${method} /django/api${path}`);
    expect(request!.body === '' ? undefined : JSON.parse(request!.body)).toEqual(body);
  });

  it('a page of jobs comes with the total the X-Total-Count header names', async () => {
    const paged = await startHttpTestServer(() => ({ status: 200, body: [job], headers: { 'X-Total-Count': '41' } }));
    api.setApiClient(api.createApiClient({ host: paged.origin }));
    try {
      expect(await api.listJobsPage({ limit: 1 })).toEqual({ jobs: [job], total: 41 });
    } finally {
      api.setApiClient(api.createApiClient({ host: server.origin }));
      await paged.close();
    }
  });

  it('job preferences carry created_at and updated_at as now (product §7)', async () => {
    answer = preference;
    server.requests.length = 0;
    await api.createJobPreference({ search_term: 'dev', location: 'Pune', max_jobs: 5 });
    await api.updateJobPreference(4, { max_jobs: 9 });
    const [created, updated] = server.requests.map((r) => JSON.parse(r.body));
    expect(server.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /django/api/job-search/job-preferences/',
      'PATCH /django/api/job-search/job-preferences/4/',
    ]);
    expect(created).toMatchObject({ search_term: 'dev', location: 'Pune', max_jobs: 5 });
    expect(created.created_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(created.updated_at).toBe(created.created_at);
    expect(updated).toMatchObject({ max_jobs: 9 });
    expect(updated.updated_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });
});
