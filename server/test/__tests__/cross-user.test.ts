import { recordAttempt } from '@/db/repositories/job-application-attempts';
import { buildPdf, resumeForm } from '../helpers/resume-fixtures';
import { startTestApp, type SignedInUser, type TestApp } from '../helpers/test-app';

/**
 * Every endpoint that names an object by id, called by user B with user A's ids: each answers
 * 404 exactly as for an id that does not exist, and A's data is byte-for-byte unchanged after.
 */
const API = '/django/api';
let t: TestApp;
let a: SignedInUser;
let b: SignedInUser;
const ids = {} as Record<'resume' | 'extra' | 'preference' | 'credentials' | 'search' | 'job' | 'application', number>;

async function snapshotOf(user: SignedInUser) {
  const paths = [
    '/accounts/users/me/',
    '/job-search/resumes/',
    '/job-search/extra-information/',
    '/job-search/job-preferences/',
    '/job-search/linkedin-credentials/',
    '/job-search/',
    '/job-search/job-applications/',
    '/jobs',
    `/job-search/resumes/${ids.resume}/file/`,
  ];
  const answers = await Promise.all(paths.map((p) => t.request('GET', API + p, { token: user.token })));
  return answers.map((r) => r.text);
}

beforeAll(async () => {
  t = await startTestApp();
  a = await t.registerUser();
  b = await t.registerUser();
  const form = resumeForm({ bytes: buildPdf('Ada Lovelace, engineer'), name: 'cv.pdf', type: 'application/pdf' });
  const resume = await t.request('POST', `${API}/job-search/resumes/`, { token: a.token, raw: form });
  ids.resume = resume.body.id;
  const extra = await t.request('POST', `${API}/job-search/extra-information/`, {
    token: a.token,
    body: { notice_period: 30, current_pay: '9 LPA', expected_pay: '12 LPA', data: { 'Visa?': 'No' } },
  });
  ids.extra = extra.body.id;
  const preference = await t.request('POST', `${API}/job-search/job-preferences/`, {
    token: a.token,
    body: { search_term: 'Engineer', location: 'Remote', max_jobs: 3 },
  });
  ids.preference = preference.body.id;
  const credentials = await t.request('POST', `${API}/job-search/linkedin-credentials/`, {
    token: a.token,
    body: { username: 'a@example.com', password: 'secret-a' },
  });
  ids.credentials = credentials.body.id;
  const search = await t.request('POST', `${API}/job-search/`, {
    token: a.token,
    body: { job_preference: ids.preference },
  });
  ids.search = search.body.id;
  const job = await t.request('POST', `${API}/jobs`, { token: a.token, body: { title: 'Dev', company: 'Acme' } });
  ids.job = job.body.id;
  const recorded = await recordAttempt(t.database.db, {
    userId: a.user.id,
    jobSearchId: ids.search,
    linkedinJobId: '4242',
    jobTitle: 'Dev',
    companyName: 'Acme',
    jobUrl: 'https://www.linkedin.com/jobs/view/4242',
    status: 'applied',
    errorMessage: null,
    answers: [],
  });
  ids.application = recorded.application.id;
  for (const [name, id] of Object.entries(ids)) if (typeof id !== 'number') throw new Error(`setup failed for ${name}`);
});
afterAll(() => t.close());

const idBearing = (): [string, string, unknown?][] => [
  ['GET', `/job-search/resumes/${ids.resume}/file/`],
  ['DELETE', `/job-search/resumes/${ids.resume}/`],
  ['POST', '/job-search/resumes/set-default/', { resume_id: ids.resume }],
  ['PATCH', `/job-search/extra-information/${ids.extra}/`, { expected_pay: 'stolen' }],
  ['PATCH', `/job-search/job-preferences/${ids.preference}/`, { max_jobs: 99 }],
  ['PATCH', `/job-search/linkedin-credentials/${ids.credentials}/`, { username: 'b@example.com', password: 'x' }],
  ['GET', `/job-search/${ids.search}/`],
  ['GET', `/job-search/job-applications/?job_search_id=${ids.search}`],
  ['GET', `/jobs/${ids.job}`],
  ['PUT', `/jobs/${ids.job}`, { title: 'Stolen', company: 'Evil' }],
  ['PATCH', `/jobs/${ids.job}/status`, { status: 'rejected' }],
  ['DELETE', `/jobs/${ids.job}`],
];

it("answers 404 to B for each of A's objects and leaves A's data unchanged", async () => {
  const before = await snapshotOf(a);
  for (const [method, path, body] of idBearing()) {
    const res = await t.request(method, API + path, { token: b.token, body });
    expect({ method, path, status: res.status, body: res.body }).toEqual({
      method,
      path,
      status: 404,
      body: { detail: 'Not found.' },
    });
  }
  expect(await snapshotOf(a)).toEqual(before);
});

it("does not let B build a search on A's preference", async () => {
  const before = await snapshotOf(a);
  const res = await t.request('POST', `${API}/job-search/`, {
    token: b.token,
    body: { job_preference: ids.preference },
  });
  expect(res.status).toBe(400);
  expect(res.body).toEqual({ job_preference: [`Invalid pk "${ids.preference}" - object does not exist.`] });
  expect((await t.request('GET', `${API}/job-search/`, { token: b.token })).body).toEqual([]);
  expect(await snapshotOf(a)).toEqual(before);
});

it("shows B none of A's objects in any list", async () => {
  const lists = await snapshotOf(b);
  // me, then seven empty lists; the last is A's file, which B cannot read.
  expect(lists.slice(1, 8).map((text) => JSON.parse(text))).toEqual([[], [], [], [], [], [], []]);
  expect(JSON.parse(lists[8]!)).toEqual({ detail: 'Not found.' });
});

it('answers the same 404 for ids that do not exist at all, so ownership cannot be probed', async () => {
  const missing = 2_000_000_000;
  const res = await t.request('GET', `${API}/job-search/${missing}/`, { token: b.token });
  expect(res.body).toEqual({ detail: 'Not found.' });
  expect(res.status).toBe(404);
});
