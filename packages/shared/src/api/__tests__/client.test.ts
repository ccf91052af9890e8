/**
 * @jest-environment jsdom
 */
import { setTokens } from '../../stores/token-storage';
import { startHttpTestServer, type Answer, type TestServer } from '../../test-support/http-test-server';
import {
  createApiClient,
  getApiClient,
  getExtraInformation,
  getLinkedinCredentials,
  getMe,
  listJobApplications,
  login,
  register,
  setApiClient,
} from '..';

const user = { id: 7, first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com', credits: 5 };
const resume = {
  id: 3,
  title: 'cv.pdf',
  size: 9,
  is_default: true,
  updated_at: '2026-01-02 03:04:05',
  file: '/django/api/job-search/resumes/3/file/',
  text_read: true,
};

let server: TestServer;
let answer: Answer;
beforeAll(async () => {
  server = await startHttpTestServer(() => answer);
  setApiClient(createApiClient({ host: server.origin }));
});
afterAll(async () => {
  setApiClient(null);
  await server.close();
});
beforeEach(() => {
  localStorage.clear();
  server.requests.length = 0;
  setTokens({ access: 'access-1', refresh: 'refresh-1' });
});
const last = () => server.requests[server.requests.length - 1]!;

describe('the api client', () => {
  it('calls {host}/django/api with the bearer token and a JSON body', async () => {
    answer = { status: 200, body: user };
    await expect(getMe()).resolves.toEqual(user);
    expect(last()).toMatchObject({ method: 'GET', path: '/django/api/accounts/users/me/' });
    expect(last().headers.authorization).toBe('Bearer access-1');
  });

  it('sends no bearer token to login and register', async () => {
    answer = { status: 200, body: { token: 't', refresh_token: 'r' } };
    await login({ email: 'ada@example.com', password: 'pw' });
    expect(last().headers.authorization).toBeUndefined();
    expect(last().headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(last().body)).toEqual({ email: 'ada@example.com', password: 'pw' });
    await register({ first_name: 'Ada', last_name: 'L', email: 'ada@example.com', password: 'password1' });
    expect(last().path).toBe('/django/api/accounts/users/register/');
    expect(last().headers.authorization).toBeUndefined();
  });

  it('sends cookies the API set (withCredentials)', async () => {
    answer = { status: 200, body: user, headers: { 'Set-Cookie': 'sessionid=abc; Path=/' } };
    await getMe();
    await getMe();
    expect(last().headers.cookie).toBe('sessionid=abc');
  });

  it('sends FormData as multipart, untouched', async () => {
    answer = { status: 201, body: resume };
    const form = new FormData();
    form.append('file', new File(['%PDF-1.4\n'], 'cv.pdf', { type: 'application/pdf' }));
    form.append('title', 'cv.pdf');
    await expect(getApiClient().post('/job-search/resumes/', form)).resolves.toMatchObject({ data: resume });
    expect(last().headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(last().body).toContain('name="file"; filename="cv.pdf"');
    expect(last().body).toContain('%PDF-1.4');
    expect(last().body).toMatch(/name="title"\r\n\r\ncv\.pdf\r\n/);
  });

  it('passes the upload’s progress events to the caller', async () => {
    answer = { status: 201, body: {} };
    const onUploadProgress = jest.fn();
    await createApiClient({ host: server.origin }).post('/anything/', { comment: 'Great app' }, { onUploadProgress });
    // jsdom reports one event once the body is sent, of a length it does not know; a browser
    // reports as the bytes go, with the length (the e2e upload sees that).
    expect(onUploadProgress).toHaveBeenCalledTimes(1);
    expect(onUploadProgress).toHaveBeenCalledWith(
      expect.objectContaining({ loaded: 0, total: undefined, upload: true }),
    );
  });

  it('reads a 2xx answer that is not JSON as {}', async () => {
    const client = createApiClient({ host: server.origin });
    answer = { status: 200, body: '<html>a proxy page</html>' };
    await expect(client.get('/anything/')).resolves.toMatchObject({ status: 200, data: {} });
    answer = { status: 200, body: '' };
    await expect(client.get('/anything/')).resolves.toMatchObject({ status: 200, data: {} });
  });

  it('reads an empty answer as {} (a 204 delete)', async () => {
    answer = { status: 204 };
    await expect(getApiClient().delete('/job-search/resumes/3/')).resolves.toMatchObject({ status: 204, data: {} });
    expect(last()).toMatchObject({ method: 'DELETE', path: '/django/api/job-search/resumes/3/' });
  });

  it('reports an answer that breaks the contract, naming the call', async () => {
    answer = { status: 200, body: { ...user, credits: 'five' } };
    await expect(getMe()).rejects.toThrow(/Unexpected answer from me/);
  });

  it('passes the job search filter as a query parameter', async () => {
    answer = { status: 200, body: [] };
    await listJobApplications(12);
    expect(last().path).toBe('/django/api/job-search/job-applications/?job_search_id=12');
    await listJobApplications();
    expect(last().path).toBe('/django/api/job-search/job-applications/');
  });

  it('leaves unset filters out of the query string', async () => {
    answer = { status: 200, body: [] };
    await getApiClient().get('/jobs', { params: { status: undefined, company: 'Acme & Co' } });
    expect(last().path).toBe('/django/api/jobs?company=Acme+%26+Co');
  });

  it('sends an absolute URL as it is, with the same token and cookies', async () => {
    answer = { status: 200, body: { auth: 'k:s' } };
    const { data } = await createApiClient({ host: 'http://elsewhere.invalid' }).post(
      `${server.origin}/django/api/live/auth/`,
      new URLSearchParams({ socket_id: '1.2' }),
    );
    expect(data).toEqual({ auth: 'k:s' });
    expect(last()).toMatchObject({ method: 'POST', path: '/django/api/live/auth/', body: 'socket_id=1.2' });
    expect(last().headers.authorization).toBe('Bearer access-1');
  });

  it('takes the first extra-information record, or null', async () => {
    answer = { status: 200, body: [] };
    await expect(getExtraInformation()).resolves.toBeNull();
  });

  it('treats a failed credentials fetch as none saved (product §7)', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    answer = { status: 500, body: { detail: 'A server error occurred.' } };
    await expect(getLinkedinCredentials()).resolves.toBeNull();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('reads an answer as text when asked (a download), with the bearer token and the query', async () => {
    answer = {
      status: 200,
      body: 'title,company\r\n"Dev, Senior",Acme\r\n',
      headers: { 'content-type': 'text/csv; charset=utf-8' },
    };
    const { data } = await getApiClient().get<string>('/job-search/job-applications/export/', {
      params: { job_search_id: 4 },
      asText: true,
    });
    expect(data).toBe('title,company\r\n"Dev, Senior",Acme\r\n');
    expect(last().path).toBe('/django/api/job-search/job-applications/export/?job_search_id=4');
    expect(last().headers.authorization).toBe('Bearer access-1');
  });

  it("reads a failed download's answer as the API's error, not as the file", async () => {
    answer = { status: 404, body: { detail: 'Not found.' } };
    await expect(getApiClient().get('/accounts/users/me/export/', { asText: true })).rejects.toMatchObject({
      status: 404,
      detail: 'Not found.',
    });
  });

  it('deletes a search with its flag, and sends a body with a DELETE when given one', async () => {
    answer = { status: 204 };
    await getApiClient().delete('/job-search/5/', { params: { delete_applications: true } });
    expect(`${last().method} ${last().path}`).toBe('DELETE /django/api/job-search/5/?delete_applications=true');
    await getApiClient().request({ method: 'DELETE', url: '/accounts/users/me/', data: { current_password: 'pw' } });
    expect(`${last().method} ${last().path}`).toBe('DELETE /django/api/accounts/users/me/');
    expect(JSON.parse(last().body)).toEqual({ current_password: 'pw' });
  });
});
