import { fireEvent, screen } from '@testing-library/react';
import { createApiClient, setApiClient } from '@app/shared/api';
import type { Resume } from '@app/shared/contract';
import { startHttpTestServer, type TestServer } from '@app/shared/test-support';
import { renderWithUi } from '../../../../test-support/render-with-ui';
import { ResumePanel } from '../resume-panel';

// The panel through the real api client and a real HTTP server: the dropped file goes as multipart.
const stored: Resume[] = [];
let server: TestServer;
beforeAll(async () => {
  server = await startHttpTestServer((request) => {
    if (request.method === 'GET') return { status: 200, body: stored };
    const resume: Resume = {
      id: stored.length + 1,
      title: /name="title"\r\n\r\n([^\r]*)/.exec(request.body)?.[1] ?? '',
      size: Number(/name="size"\r\n\r\n(\d+)/.exec(request.body)?.[1]),
      is_default: true,
      updated_at: '2026-01-02 03:04:05',
      file: `/django/api/job-search/resumes/${stored.length + 1}/file/`,
    };
    stored.forEach((r) => (r.is_default = false));
    stored.unshift(resume);
    return { status: 201, body: resume };
  });
  setApiClient(createApiClient({ host: server.origin }));
});
afterAll(async () => {
  setApiClient(null);
  await server.close();
});

test('a dropped PDF is uploaded as multipart file, title and size, and the list is read back', async () => {
  const onChange = jest.fn();
  renderWithUi(<ResumePanel open onClose={jest.fn()} onChange={onChange} />);
  await screen.findByText('No resumes uploaded yet.');

  const pdf = new File(['%PDF-1.4 hello'], 'cv.pdf', { type: 'application/pdf' });
  fireEvent.drop(screen.getByRole('button', { name: /^Drag and drop your resume here, or click to browse/ }), {
    dataTransfer: { files: [pdf] },
  });

  expect(await screen.findByText('cv.pdf')).toBeInTheDocument();
  expect(screen.getByText(/^14 B ·/)).toBeInTheDocument();
  const upload = server.requests.find((r) => r.method === 'POST')!;
  expect(upload.path).toBe('/django/api/job-search/resumes/');
  expect(upload.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
  expect(upload.body).toContain('name="file"; filename="cv.pdf"');
  expect(upload.body).toContain('%PDF-1.4 hello');
  expect(onChange).toHaveBeenLastCalledWith([expect.objectContaining({ title: 'cv.pdf', size: 14, is_default: true })]);
});
