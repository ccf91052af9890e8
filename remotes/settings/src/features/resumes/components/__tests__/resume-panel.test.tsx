import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { RESUME_MAX_BYTES, resumeFileMessages, resumeTextMessages, type Resume } from '@app/shared/contract';
import { serveApiForTests, type Answer, type RecordedRequest } from '@app/shared/test-support';
import { renderWithUi } from '@/test-support/render-with-ui';
import { ResumePanel } from '../resume-panel';

// The panel through the real api client and a real HTTP server holding the user's resumes.
let stored: Resume[] = [];
/** Set by a test to answer a call its own way (a refusal, a failure, a held answer). */
let answerOverride: ((request: RecordedRequest) => Answer | Promise<Answer> | undefined) | undefined;

const resume = (id: number, title: string, size: number, is_default = false): Resume => ({
  id,
  title,
  size,
  is_default,
  updated_at: `2026-01-0${id} 10:00:00`,
  file: `/django/api/job-search/resumes/${id}/file/`,
  text_read: true,
});

function storeUpload(body: string): Answer {
  const title = /name="title"\r\n\r\n([^\r]*)/.exec(body)?.[1] ?? '';
  const size = Number(/name="size"\r\n\r\n(\d+)/.exec(body)?.[1]);
  const added = resume(stored.length + 1, title, size, true);
  stored = [added, ...stored.map((r) => ({ ...r, is_default: false }))];
  return { status: 201, body: added };
}

const api = serveApiForTests(async (request) => {
  const override = await answerOverride?.(request);
  if (override) return override;
  if (request.method === 'GET') return { status: 200, body: stored };
  if (request.method === 'DELETE') {
    const id = Number(/\/resumes\/(\d+)\/$/.exec(request.path)?.[1]);
    const removed = stored.find((r) => r.id === id);
    if (!removed) return { status: 404, body: { detail: 'Not found.' } };
    stored = stored.filter((r) => r !== removed);
    // As the server does: the newest remaining resume becomes the default when the default goes.
    if (removed.is_default && stored[0]) stored = [{ ...stored[0], is_default: true }, ...stored.slice(1)];
    return { status: 204 };
  }
  if (request.path.endsWith('/set-default/')) {
    const id = (JSON.parse(request.body) as { resume_id: number }).resume_id;
    stored = stored.map((r) => ({ ...r, is_default: r.id === id }));
    return { status: 200, body: stored.find((r) => r.id === id) };
  }
  return storeUpload(request.body);
});

let errorLog: jest.SpyInstance;
beforeEach(() => {
  stored = [];
  answerOverride = undefined;
  api.server.requests.length = 0;
  errorLog = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => errorLog.mockRestore());

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const file = (name: string, type: string, content: BlobPart = '%PDF-1.4') => new File([content], name, { type });
const dropZone = () => screen.getByRole('button', { name: /Drag and drop your resume here, or click to browse/ });
const drop = (...files: File[]) => fireEvent.drop(dropZone(), { dataTransfer: { files } });
const uploads = () => api.server.requests.filter((r) => r.method === 'POST' && r.path.endsWith('/resumes/'));

async function openPanel(resumes: Resume[], props: { onChange?: jest.Mock; onClose?: jest.Mock } = {}) {
  stored = resumes;
  const onClose = props.onClose ?? jest.fn();
  const view = renderWithUi(<ResumePanel open onClose={onClose} onChange={props.onChange} />);
  await screen.findByRole('dialog', { name: 'Upload Resume' });
  await waitFor(() => expect(screen.queryByRole('status', { name: 'Loading resumes' })).not.toBeInTheDocument());
  return { ...view, onClose };
}

test('lists resumes in the order given (newest first) with their sizes, the default marked, Set Default on the others', async () => {
  const onChange = jest.fn();
  const resumes = [
    resume(3, 'newest.pdf', 512, true),
    resume(2, 'middle.docx', 1536),
    resume(1, 'oldest.pdf', 5 * 1024 * 1024),
  ];
  await openPanel(resumes, { onChange });

  const items = within(screen.getByRole('list', { name: 'Your resumes' })).getAllByRole('listitem');
  expect(items.map((item) => item.textContent)).toEqual([
    expect.stringMatching(/^newest\.pdf512 B · .*DefaultDelete$/),
    expect.stringMatching(/^middle\.docx1\.5 KB · .*Set DefaultDelete$/),
    expect.stringMatching(/^oldest\.pdf5\.0 MB · .*Set DefaultDelete$/),
  ]);
  expect(within(items[0]!).queryByRole('button', { name: /^Set Default/ })).not.toBeInTheDocument();
  expect(onChange).toHaveBeenCalledWith(resumes);
});

test('a dropped PDF is uploaded as multipart file, title and size, and the list is read back', async () => {
  const onChange = jest.fn();
  await openPanel([], { onChange });
  expect(screen.getByText('No resumes uploaded yet.')).toBeInTheDocument();

  drop(file('cv.pdf', 'application/pdf', '%PDF-1.4 hello'));

  expect(await screen.findByText('cv.pdf')).toBeInTheDocument();
  expect(screen.getByText(/^14 B ·/)).toBeInTheDocument();
  const [upload] = uploads();
  expect(upload!.path).toBe('/django/api/job-search/resumes/');
  expect(upload!.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
  expect(upload!.body).toContain('name="file"; filename="cv.pdf"');
  expect(upload!.body).toContain('%PDF-1.4 hello');
  expect(onChange).toHaveBeenLastCalledWith([expect.objectContaining({ title: 'cv.pdf', size: 14, is_default: true })]);
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test.each([
  ['a PDF by MIME type', file('cv', 'application/pdf')],
  ['a DOCX by MIME type', file('cv', DOCX)],
  ['a PDF by extension with no type', file('CV.PDF', '')],
  ['a DOCX by extension with another type', file('cv.docx', 'application/octet-stream')],
])('accepts %s and uploads it', async (_what, accepted) => {
  await openPanel([]);
  drop(accepted);
  expect(await screen.findByText(accepted.name)).toBeInTheDocument();
  expect(uploads()).toHaveLength(1);
});

test.each([
  ['a text file', file('notes.txt', 'text/plain')],
  ['an old Word document', file('cv.doc', 'application/msword')],
  ['an image named like a PDF prefix', file('cv.pdf.png', 'image/png')],
])(
  'refuses %s in the panel with "Only PDF and DOCX files are allowed." and uploads nothing',
  async (_what, refused) => {
    await openPanel([]);
    drop(refused);
    const dialog = screen.getByRole('dialog', { name: 'Upload Resume' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/^Only PDF and DOCX files are allowed\.$/);
    expect(uploads()).toHaveLength(0);
  },
);

test('refuses a file over 10 MB in the panel with "The file is larger than 10 MB." and uploads nothing', async () => {
  await openPanel([]);
  drop(file('big.pdf', 'application/pdf', new Uint8Array(RESUME_MAX_BYTES + 1)));
  const dialog = screen.getByRole('dialog', { name: 'Upload Resume' });
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(/^The file is larger than 10 MB\.$/);
  expect(uploads()).toHaveLength(0);
});

test.each([
  ['a file whose bytes are not a PDF', resumeFileMessages.wrongType],
  ['a file the server finds too large', resumeFileMessages.tooLarge],
])("the server's refusal of %s is shown in its own words, without the field's name", async (_what, reason) => {
  answerOverride = (request) => (request.method === 'POST' ? { status: 400, body: { file: [reason] } } : undefined);
  await openPanel([]);
  drop(file('cv.pdf', 'application/pdf', 'not really a pdf'));
  const dialog = screen.getByRole('dialog', { name: 'Upload Resume' });
  const alert = await within(dialog).findByRole('alert');
  expect(alert).toHaveTextContent(new RegExp(`^${reason.replace(/\./g, '\\.')}$`));
  expect(screen.getByText('No resumes uploaded yet.')).toBeInTheDocument();
  expect(errorLog).toHaveBeenCalledWith('Could not upload the resume', expect.anything());
});

test('a failure with no reason of its own (the server is down) still says what happened', async () => {
  answerOverride = (request) =>
    request.method === 'POST' ? { status: 500, body: { detail: 'A server error occurred.' } } : undefined;
  await openPanel([]);
  drop(file('cv.pdf', 'application/pdf'));
  expect(await screen.findByRole('alert')).toHaveTextContent('A server error occurred.');
});

// jsdom reports no upload progress of its own (the bar stays at 0 there); the share of bytes sent
// is seen moving in Chromium, in e2e/tests/settings-no-silent-failure.spec.ts.
test('an upload shows its progress until the server has answered and the list is read back', async () => {
  let answer: (value: Answer) => void = () => undefined;
  await openPanel([]);
  answerOverride = (request) =>
    request.method === 'POST' ? new Promise<Answer>((resolve) => (answer = resolve)) : undefined;

  drop(file('cv.pdf', 'application/pdf'));

  expect(await screen.findByRole('progressbar', { name: 'Uploading cv.pdf' })).toHaveValue(0);
  expect(screen.getByText('Uploading cv.pdf: 0%')).toBeInTheDocument();
  expect(dropZone()).toHaveAttribute('aria-busy', 'true');
  await waitFor(() => expect(uploads()).toHaveLength(1));

  answer(storeUpload(uploads()[0]!.body));

  expect(await screen.findByText('cv.pdf')).toBeInTheDocument();
  expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  expect(dropZone()).toHaveAttribute('aria-busy', 'false');
});

test('uses only the first of several dropped files', async () => {
  await openPanel([]);
  drop(file('first.pdf', 'application/pdf'), file('second.pdf', 'application/pdf'), file('third.docx', DOCX));
  await screen.findByText('first.pdf');
  expect(uploads()).toHaveLength(1);
  expect(uploads()[0]!.body).toContain('filename="first.pdf"');
});

test('a first dropped file of the wrong type is refused even when a later one is a PDF', async () => {
  await openPanel([]);
  drop(file('notes.txt', 'text/plain'), file('cv.pdf', 'application/pdf'));
  expect(await screen.findByRole('alert')).toHaveTextContent('Only PDF and DOCX files are allowed.');
  expect(uploads()).toHaveLength(0);
});

test('click-to-browse: a picked file is uploaded, and a refusal shown before is cleared', async () => {
  const { user } = await openPanel([]);
  drop(file('notes.txt', 'text/plain'));
  await screen.findByRole('alert');

  await user.upload(screen.getByLabelText('Resume file'), file('picked.pdf', 'application/pdf'));

  expect(await screen.findByText('picked.pdf')).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('Set Default sends that resume, shows the list read back, keeps the focus in the dialog, and Escape still closes it', async () => {
  const onChange = jest.fn();
  const { user, onClose } = await openPanel([resume(2, 'b.pdf', 10, true), resume(1, 'a.pdf', 10)], { onChange });

  await user.click(screen.getByRole('button', { name: 'Set Default: a.pdf' }));

  await screen.findByRole('button', { name: 'Set Default: b.pdf' });
  expect(api.server.requests.at(-2)).toMatchObject({
    method: 'POST',
    path: '/django/api/job-search/resumes/set-default/',
    body: '{"resume_id":1}',
  });
  expect(onChange).toHaveBeenLastCalledWith([
    expect.objectContaining({ id: 2, is_default: false }),
    expect.objectContaining({ id: 1, is_default: true }),
  ]);
  const rows = within(screen.getByRole('list', { name: 'Your resumes' })).getAllByRole('listitem');
  await waitFor(() => expect(rows[1]).toHaveFocus());
  expect(rows[1]).toHaveTextContent(/DefaultDelete$/);

  await user.keyboard('{Escape}');
  expect(onClose).toHaveBeenCalledTimes(1);
});

test('Done and the close icon close the panel', async () => {
  const { user, onClose } = await openPanel([]);
  await user.click(screen.getByRole('button', { name: 'Done' }));
  await user.click(screen.getByRole('button', { name: 'Close' }));
  expect(onClose).toHaveBeenCalledTimes(2);
});

test('a failed Set Default says so in the panel; the focus stays on its button and the list is unchanged', async () => {
  answerOverride = (request) =>
    request.path.endsWith('/set-default/') ? { status: 500, body: { detail: 'A server error occurred.' } } : undefined;
  const { user } = await openPanel([resume(2, 'b.pdf', 10, true), resume(1, 'a.pdf', 10)]);
  const setDefault = screen.getByRole('button', { name: 'Set Default: a.pdf' });

  await user.click(setDefault);

  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Could not make that resume the default. Please try again.',
  );
  expect(setDefault).toHaveFocus();
  expect(setDefault).toHaveAttribute('aria-disabled', 'false');
  expect(errorLog).toHaveBeenCalledWith('Could not set the default resume', expect.anything());
});

test('a failed list read says so with Retry, not "No resumes uploaded yet."; Retry shows the list', async () => {
  let failing = true;
  answerOverride = (request) =>
    request.method === 'GET' && failing ? { status: 500, body: { detail: 'A server error occurred.' } } : undefined;
  stored = [resume(1, 'cv.pdf', 10, true)];
  const { user } = renderWithUi(<ResumePanel open onClose={jest.fn()} />);

  expect(await screen.findByRole('alert')).toHaveTextContent('Could not load your resumes.');
  expect(screen.queryByText('No resumes uploaded yet.')).not.toBeInTheDocument();

  failing = false;
  await user.click(screen.getByRole('button', { name: 'Retry' }));

  expect(await screen.findByText('cv.pdf')).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('Delete asks in the row, naming the file; Cancel keeps it; confirmed, the list is read back without it', async () => {
  const { user } = await openPanel([resume(2, 'b.pdf', 10, true), resume(1, 'a.pdf', 10)]);
  await user.click(screen.getByRole('button', { name: 'Delete: b.pdf' }));
  const question = screen.getByRole('group', { name: 'Delete b.pdf?' });
  expect(question).toHaveTextContent('Delete "b.pdf"? This cannot be undone.');
  await user.click(within(question).getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('group', { name: 'Delete b.pdf?' })).not.toBeInTheDocument();
  expect(api.server.requests.filter((r) => r.method === 'DELETE')).toHaveLength(0);

  await user.click(screen.getByRole('button', { name: 'Delete: b.pdf' }));
  await user.click(screen.getByRole('button', { name: 'Yes, delete b.pdf' }));
  await waitFor(() =>
    expect(within(screen.getByRole('list', { name: 'Your resumes' })).getAllByRole('listitem')).toHaveLength(1),
  );
  expect(api.server.requests.filter((r) => r.method === 'DELETE').map((r) => r.path)).toEqual([
    '/django/api/job-search/resumes/2/',
  ]);
  // The one left is now the default.
  expect(screen.getByRole('listitem')).toHaveTextContent(/^a\.pdf.*DefaultDelete$/);
});

test('a failed Delete says so in the panel and keeps the resume', async () => {
  answerOverride = (request) =>
    request.method === 'DELETE' ? { status: 500, body: { detail: 'A server error occurred.' } } : undefined;
  const { user } = await openPanel([resume(1, 'a.pdf', 10, true)]);
  await user.click(screen.getByRole('button', { name: 'Delete: a.pdf' }));
  await user.click(screen.getByRole('button', { name: 'Yes, delete a.pdf' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Could not delete that resume. Please try again.');
  expect(screen.getByRole('listitem')).toHaveTextContent(/^a\.pdf/);
});

test('a resume whose text was not read says so, and Read again reads it and shows the list read back', async () => {
  answerOverride = (request) => {
    if (request.method !== 'POST' || !request.path.endsWith('/1/read-text/')) return undefined;
    stored = stored.map((r) => (r.id === 1 ? { ...r, text_read: true } : r));
    return { status: 200, body: stored[0] };
  };
  await openPanel([{ ...resume(1, 'scan.pdf', 2048, true), text_read: false }]);
  const row = screen.getByRole('listitem');
  expect(row).toHaveTextContent(resumeTextMessages.notRead);
  fireEvent.click(within(row).getByRole('button', { name: 'Read again: scan.pdf' }));
  await waitFor(() => expect(screen.getByRole('listitem')).not.toHaveTextContent(resumeTextMessages.notRead));
  expect(screen.queryByRole('button', { name: 'Read again: scan.pdf' })).not.toBeInTheDocument();
  expect(api.server.requests.filter((r) => r.path.endsWith('/read-text/'))).toHaveLength(1);
});

test('Read again that fails again shows the server’s reason in the panel and keeps the note', async () => {
  answerOverride = (request) =>
    request.path.endsWith('/read-text/')
      ? { status: 400, body: { detail: resumeTextMessages.stillUnreadable } }
      : undefined;
  await openPanel([{ ...resume(1, 'scan.pdf', 2048, true), text_read: false }]);
  fireEvent.click(screen.getByRole('button', { name: 'Read again: scan.pdf' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(resumeTextMessages.stillUnreadable);
  expect(screen.getByRole('listitem')).toHaveTextContent(resumeTextMessages.notRead);
});
