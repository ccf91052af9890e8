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
  cover_letter: '',
  follow_companies: false,
  write_cover_letter: false,
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
  schedule: null,
  paused: false,
  schedule_log: [],
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
const notificationSettings = {
  run_ended_email: true,
  answers_needed_email: false,
  pin_browser: true,
  answers_needed_browser: false,
  offer_dismissed: false,
};
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
  ['getExtraInformation', () => api.getExtraInformation(), 'GET', '/job-search/extra-information/', undefined, [extra]],
  [
    'getExtraInformationOffers',
    () => api.getExtraInformationOffers(),
    'GET',
    '/job-search/extra-information/offers/',
    undefined,
    { cover_letter_writer: true },
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
  ['listJobSearches', () => api.listJobSearches(), 'GET', '/job-search/', undefined, [search]],
  ['getJobSearch', () => api.getJobSearch(6), 'GET', '/job-search/6/', undefined, search],
  [
    'listJobApplications',
    () => api.listJobApplications(),
    'GET',
    '/job-search/job-applications/',
    undefined,
    [application],
  ],
  ['getLiveConfig', () => api.getLiveConfig(), 'GET', '/live/config/', undefined, liveConfig],
  [
    'updateNotificationSettings, a switch left out kept as saved',
    () => api.updateNotificationSettings({ run_ended_email: true, answers_needed_email: false, pin_browser: true }),
    'PUT',
    '/accounts/users/me/notifications/',
    { run_ended_email: true, answers_needed_email: false, pin_browser: true },
    notificationSettings,
  ],
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
});
