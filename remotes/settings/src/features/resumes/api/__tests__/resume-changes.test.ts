import { clearTokens, setTokens } from '@app/shared/stores';
import { serveApiForTests, type Answer } from '@app/shared/test-support';
import { deleteResume, readResumeTextAgain, setDefaultResume, uploadResume } from '../resume-changes';

const resume = {
  id: 3,
  title: 'cv.pdf',
  size: 9,
  is_default: true,
  updated_at: '2026-01-02 03:04:05',
  file: '/django/api/job-search/resumes/3/file/',
  text_read: true,
};
let answer: Answer;
const api = serveApiForTests(() => answer);
const last = () => api.server.requests[api.server.requests.length - 1]!;
beforeEach(() => {
  api.server.requests.length = 0;
  setTokens({ access: 'access-1', refresh: 'refresh-1' });
});
afterEach(() => clearTokens());

it('uploads a resume as multipart with its title and size, and passes its progress to the page', async () => {
  answer = { status: 201, body: resume };
  const onProgress = jest.fn();
  await expect(
    uploadResume(new File(['%PDF-1.4\n'], 'cv.pdf', { type: 'application/pdf' }), { onProgress }),
  ).resolves.toEqual(resume);
  expect(last()).toMatchObject({ method: 'POST', path: '/django/api/job-search/resumes/' });
  expect(last().headers.authorization).toBe('Bearer access-1');
  expect(last().body).toContain('name="file"; filename="cv.pdf"');
  expect(last().body).toMatch(/name="title"\r\n\r\ncv\.pdf\r\n/);
  expect(last().body).toMatch(/name="size"\r\n\r\n9\r\n/);
  // jsdom cannot tell the upload's length: no share sent yet, rather than NaN.
  expect(onProgress).toHaveBeenCalledWith(0);
});

it('makes a resume the default, reads its text again and deletes it, each on its own path', async () => {
  answer = { status: 200, body: resume };
  await expect(setDefaultResume(3)).resolves.toEqual(resume);
  expect(`${last().method} ${last().path}`).toBe('POST /django/api/job-search/resumes/set-default/');
  expect(JSON.parse(last().body)).toEqual({ resume_id: 3 });
  await expect(readResumeTextAgain(3)).resolves.toEqual(resume);
  expect(`${last().method} ${last().path}`).toBe('POST /django/api/job-search/resumes/3/read-text/');
  answer = { status: 204 };
  await expect(deleteResume(3)).resolves.toBeUndefined();
  expect(`${last().method} ${last().path}`).toBe('DELETE /django/api/job-search/resumes/3/');
});

it('names the call when an answer breaks the contract this remote was built with', async () => {
  answer = { status: 200, body: { ...resume, size: 'nine' } };
  await expect(setDefaultResume(3)).rejects.toThrow(/Unexpected answer from set default resume/);
});
