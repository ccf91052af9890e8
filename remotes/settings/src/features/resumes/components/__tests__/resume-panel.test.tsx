import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { listResumes, setDefaultResume, uploadResume } from '@app/shared/api';
import type { Resume } from '@app/shared/contract';
import { renderWithUi } from '../../../../test-support/render-with-ui';
import { ResumePanel } from '../resume-panel';

jest.mock('@app/shared/api', () => ({
  listResumes: jest.fn(),
  uploadResume: jest.fn(),
  setDefaultResume: jest.fn(),
}));

const list = jest.mocked(listResumes);
const upload = jest.mocked(uploadResume);
const setDefault = jest.mocked(setDefaultResume);

const resume = (id: number, title: string, size: number, is_default = false): Resume => ({
  id,
  title,
  size,
  is_default,
  updated_at: `2026-01-0${id} 10:00:00`,
  file: `/django/api/job-search/resumes/${id}/file/`,
});

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const file = (name: string, type: string) => new File(['%PDF-1.4'], name, { type });
const dropZone = () => screen.getByRole('button', { name: /^Drag and drop your resume here, or click to browse/ });
const drop = (...files: File[]) => fireEvent.drop(dropZone(), { dataTransfer: { files } });

let errorLog: jest.SpyInstance;
beforeEach(() => {
  jest.resetAllMocks();
  errorLog = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => errorLog.mockRestore());

async function openPanel(resumes: Resume[], onChange = jest.fn()) {
  list.mockResolvedValue(resumes);
  const view = renderWithUi(<ResumePanel open onClose={jest.fn()} onChange={onChange} />);
  await screen.findByRole('dialog', { name: 'Upload Resume' });
  await waitFor(() => expect(screen.queryByRole('status', { name: 'Loading resumes' })).not.toBeInTheDocument());
  return view;
}

test('lists resumes in the order given (newest first) with docs/product.md sizes, the default marked, Set Default on the others', async () => {
  const onChange = jest.fn();
  const resumes = [
    resume(3, 'newest.pdf', 512, true),
    resume(2, 'middle.docx', 1536),
    resume(1, 'oldest.pdf', 5 * 1024 * 1024),
  ];
  await openPanel(resumes, onChange);

  const items = within(screen.getByRole('list', { name: 'Your resumes' })).getAllByRole('listitem');
  expect(items.map((item) => item.textContent)).toEqual([
    expect.stringMatching(/^newest\.pdf512 B · .*Default$/),
    expect.stringMatching(/^middle\.docx1\.5 KB · .*Set Default$/),
    expect.stringMatching(/^oldest\.pdf5\.0 MB · .*Set Default$/),
  ]);
  expect(within(items[0]!).queryByRole('button', { name: /^Set Default/ })).not.toBeInTheDocument();
  expect(onChange).toHaveBeenCalledWith(resumes);
});

test.each([
  ['a PDF by MIME type', file('cv', 'application/pdf')],
  ['a DOCX by MIME type', file('cv', DOCX)],
  ['a PDF by extension with no type', file('CV.PDF', '')],
  ['a DOCX by extension with another type', file('cv.docx', 'application/octet-stream')],
])('accepts %s and uploads it, then shows the list read back', async (_what, accepted) => {
  const onChange = jest.fn();
  await openPanel([], onChange);
  const after = [resume(1, 'cv', 8, true)];
  upload.mockResolvedValue(after[0]!);
  list.mockResolvedValue(after);

  drop(accepted);

  await screen.findByText('cv');
  expect(upload).toHaveBeenCalledTimes(1);
  expect(upload).toHaveBeenCalledWith(accepted);
  expect(onChange).toHaveBeenLastCalledWith(after);
});

test.each([
  ['a text file', file('notes.txt', 'text/plain')],
  ['an old Word document', file('cv.doc', 'application/msword')],
  ['an image named like a PDF prefix', file('cv.pdf.png', 'image/png')],
])('refuses %s with "Only PDF and DOCX files are allowed." and uploads nothing', async (_what, refused) => {
  await openPanel([]);
  drop(refused);
  expect(await screen.findByText('Only PDF and DOCX files are allowed.')).toBeInTheDocument();
  expect(upload).not.toHaveBeenCalled();
});

test('uses only the first of several dropped files', async () => {
  await openPanel([]);
  upload.mockResolvedValue(resume(1, 'first.pdf', 8, true));
  list.mockResolvedValue([resume(1, 'first.pdf', 8, true)]);
  const first = file('first.pdf', 'application/pdf');

  drop(first, file('second.pdf', 'application/pdf'), file('third.docx', DOCX));

  await screen.findByText('first.pdf');
  expect(upload).toHaveBeenCalledTimes(1);
  expect(upload).toHaveBeenCalledWith(first);
});

test('a first dropped file of the wrong type is refused even when a later one is a PDF', async () => {
  await openPanel([]);
  drop(file('notes.txt', 'text/plain'), file('cv.pdf', 'application/pdf'));
  expect(await screen.findByText('Only PDF and DOCX files are allowed.')).toBeInTheDocument();
  expect(upload).not.toHaveBeenCalled();
});

test('click-to-browse: a picked file is uploaded', async () => {
  const { user } = await openPanel([]);
  upload.mockResolvedValue(resume(1, 'picked.pdf', 8, true));
  list.mockResolvedValue([resume(1, 'picked.pdf', 8, true)]);
  const picked = file('picked.pdf', 'application/pdf');

  await user.upload(screen.getByLabelText('Resume file'), picked);

  await screen.findByText('picked.pdf');
  expect(upload).toHaveBeenCalledWith(picked);
});

test('Set Default sends that resume and shows the list read back', async () => {
  const onChange = jest.fn();
  const { user } = await openPanel([resume(2, 'b.pdf', 10, true), resume(1, 'a.pdf', 10)], onChange);
  const after = [resume(2, 'b.pdf', 10), resume(1, 'a.pdf', 10, true)];
  setDefault.mockResolvedValue(after[1]!);
  list.mockResolvedValue(after);

  await user.click(screen.getByRole('button', { name: 'Set Default: a.pdf' }));

  await screen.findByRole('button', { name: 'Set Default: b.pdf' });
  expect(setDefault).toHaveBeenCalledWith(1);
  expect(onChange).toHaveBeenLastCalledWith(after);
});

test('upload and set-default failures are logged only: no message is shown', async () => {
  const { user } = await openPanel([resume(2, 'b.pdf', 10, true), resume(1, 'a.pdf', 10)]);
  upload.mockRejectedValue(new Error('upload refused'));
  setDefault.mockRejectedValue(new Error('set-default refused'));

  drop(file('cv.pdf', 'application/pdf'));
  await waitFor(() => expect(errorLog).toHaveBeenCalledWith('Could not upload the resume', expect.any(Error)));
  await waitFor(() => expect(screen.getByRole('button', { name: 'Set Default: a.pdf' })).toBeEnabled());
  await user.click(screen.getByRole('button', { name: 'Set Default: a.pdf' }));
  await waitFor(() => expect(errorLog).toHaveBeenCalledWith('Could not set the default resume', expect.any(Error)));

  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  // eslint-disable-next-line testing-library/no-node-access -- any toast at all, whatever its role, by react-toastify's class
  expect(document.querySelector('.Toastify__toast')).not.toBeInTheDocument();
});
