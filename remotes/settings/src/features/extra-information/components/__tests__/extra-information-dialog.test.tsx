import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { EXTRA_INFORMATION_EXISTS, type ExtraInformation, type ExtraInformationOffers } from '@app/shared/contract';
import { serveApiForTests, type Answer, type RecordedRequest } from '@app/shared/test-support';
import { renderWithUi } from '@/test-support/render-with-ui';
import { ExtraInformationDialog } from '../extra-information-dialog';

// The dialog through the real api client and a real HTTP server holding the user's one record.
const BASE = '/django/api/job-search/extra-information/';
let stored: ExtraInformation | null = null;
/** Set by a test to answer a call its own way (a failed read, a refusal). */
let answerOverride: ((request: RecordedRequest) => Answer | undefined) | undefined;
/** What the server says it offers: by default no language model. */
let offers: ExtraInformationOffers = { cover_letter_writer: false };

const api = serveApiForTests((request) => {
  const override = answerOverride?.(request);
  if (override) return override;
  if (request.method === 'GET' && request.path === `${BASE}offers/`) return { status: 200, body: offers };
  if (request.method === 'GET') return { status: 200, body: stored ? [stored] : [] };
  const body = JSON.parse(request.body) as Partial<ExtraInformation>;
  if (request.method === 'POST') {
    if (stored) return { status: 400, body: { non_field_errors: [EXTRA_INFORMATION_EXISTS] } };
    stored = saved({ id: 7, ...body });
    return { status: 201, body: stored };
  }
  stored = { ...stored!, ...body };
  return { status: 200, body: stored };
});

const saved = (overrides: Partial<ExtraInformation> = {}): ExtraInformation => ({
  id: 4,
  notice_period: 30,
  current_pay: '8 LPA',
  expected_pay: '12 LPA',
  data: { 'Willing to relocate?': 'Yes' },
  cover_letter: '',
  follow_companies: false,
  write_cover_letter: false,
  created_at: '2026-01-01 10:00:00',
  updated_at: '2026-01-01 10:00:00',
  ...overrides,
});

let errorLog: jest.SpyInstance;
beforeEach(() => {
  stored = null;
  answerOverride = undefined;
  offers = { cover_letter_writer: false };
  api.server.requests.length = 0;
  errorLog = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => errorLog.mockRestore());

/** The writes the server received, as `METHOD path body`. */
const writes = () =>
  api.server.requests.filter((r) => r.method !== 'GET').map((r) => `${r.method} ${r.path.replace(BASE, '')} ${r.body}`);
const reads = () => api.server.requests.filter((r) => r.method === 'GET' && r.path === BASE).length;
const failReads = () => {
  answerOverride = (request) =>
    request.method === 'GET' ? { status: 500, body: { detail: 'A server error occurred.' } } : undefined;
};

async function openDialog(record: ExtraInformation | null, props: { onClose?: () => void; onSaved?: () => void } = {}) {
  stored = record;
  const onClose = props.onClose ?? jest.fn();
  const onSaved = props.onSaved ?? jest.fn();
  const view = renderWithUi(<ExtraInformationDialog open onClose={onClose} onSaved={onSaved} />);
  const dialog = await screen.findByRole('dialog', { name: 'Additional Information' });
  await screen.findByRole('form', { name: 'Additional Information' });
  return { ...view, dialog, onClose, onSaved };
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const saveButton = () => screen.getByRole('button', { name: 'Save Information' });

test('shows the intro, the required section and the custom section', async () => {
  const { dialog } = await openDialog(null);
  expect(dialog).toHaveTextContent(/Add only information that is not already in your resume/);
  expect(within(dialog).getByRole('heading', { name: 'Required Information' })).toBeInTheDocument();
  expect(within(dialog).getByRole('heading', { name: 'Custom Information (Optional)' })).toBeInTheDocument();
  expect(field('Notice Period (days)').placeholder).toBe('e.g. 30');
  expect(field('Expected Pay').placeholder).toBe('e.g. "9 LPA" or "50,000 $/year"');
});

test('an empty form shows the three required messages and saves nothing', async () => {
  const { user } = await openDialog(null);
  await user.click(saveButton());

  const alerts = screen.getAllByRole('alert').map((a) => a.textContent);
  expect(alerts).toEqual(['Notice Period is required', 'Current Pay is required', 'Expected Pay is required']);
  expect(writes()).toEqual([]);
});

test('blank-after-trimming values count as missing', async () => {
  const { user } = await openDialog(null);
  await user.type(field('Current Pay'), '   ');
  await user.type(field('Expected Pay'), '   ');
  await user.click(saveButton());
  expect(screen.getByText('Current Pay is required')).toBeInTheDocument();
  expect(screen.getByText('Expected Pay is required')).toBeInTheDocument();
  expect(writes()).toEqual([]);
});

test("I'm a Fresher hides Notice Period and Current Pay, needs only Expected Pay, and sends notice 0 and empty current pay", async () => {
  const { user, onSaved, onClose } = await openDialog(null);
  await user.type(field('Notice Period (days)'), '45');
  await user.type(field('Current Pay'), '8 LPA');

  await user.click(screen.getByRole('checkbox', { name: "I'm a Fresher" }));
  expect(screen.queryByLabelText('Notice Period (days)')).not.toBeInTheDocument();
  expect(screen.queryByLabelText('Current Pay')).not.toBeInTheDocument();

  await user.click(saveButton());
  expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual(['Expected Pay is required']);

  await user.type(field('Expected Pay'), '9 LPA');
  await user.click(saveButton());

  await waitFor(() => expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ id: 7, expected_pay: '9 LPA' })));
  expect(writes()).toEqual([
    'POST  {"notice_period":0,"current_pay":"","expected_pay":"9 LPA","data":{},"cover_letter":"","follow_companies":false,"write_cover_letter":false}',
  ]);
  expect(onClose).toHaveBeenCalled();
});

test('a first save POSTs trimmed values and custom answers as a map', async () => {
  const { user, onSaved } = await openDialog(null);
  await user.type(field('Notice Period (days)'), '30');
  await user.type(field('Current Pay'), ' 50,000 $/year ');
  await user.type(field('Expected Pay'), '60,000 $/year');
  await user.type(field('Question'), '  Visa status? ');
  await user.type(field('Answer'), ' Citizen ');
  await user.click(screen.getByRole('button', { name: 'Add' }));

  await user.click(saveButton());

  await waitFor(() => expect(onSaved).toHaveBeenCalled());
  expect(writes()).toEqual([
    'POST  {"notice_period":30,"current_pay":"50,000 $/year","expected_pay":"60,000 $/year","data":{"Visa status?":"Citizen"},"cover_letter":"","follow_companies":false,"write_cover_letter":false}',
  ]);
});

test('an existing record fills the form and is PATCHed, never POSTed again', async () => {
  const { user, onSaved } = await openDialog(saved());
  expect(field('Notice Period (days)').value).toBe('30');
  expect(field('Current Pay').value).toBe('8 LPA');
  expect(field('Expected Pay').value).toBe('12 LPA');
  expect(
    within(screen.getByRole('list', { name: 'Custom information' })).getByText('Willing to relocate?'),
  ).toBeInTheDocument();

  await user.clear(field('Notice Period (days)'));
  await user.type(field('Notice Period (days)'), '60');
  await user.click(screen.getByRole('button', { name: 'Delete "Willing to relocate?"' }));
  await user.click(saveButton());

  await waitFor(() => expect(onSaved).toHaveBeenCalled());
  expect(writes()).toEqual([
    'PATCH 4/ {"notice_period":60,"current_pay":"8 LPA","expected_pay":"12 LPA","data":{},"cover_letter":"","follow_companies":false,"write_cover_letter":false,' +
      '"data_base":{"Willing to relocate?":"Yes"}}',
  ]);
});

test('a record saved by a fresher comes back with the box ticked', async () => {
  await openDialog(saved({ notice_period: 0, current_pay: '' }));
  expect(screen.getByRole('checkbox', { name: "I'm a Fresher" })).toBeChecked();
  expect(screen.queryByLabelText('Notice Period (days)')).not.toBeInTheDocument();
});

test.each([
  ['both empty', '', ''],
  ['question blank after trimming', '   ', 'Yes'],
  ['answer blank after trimming', 'Relocate?', '  \t '],
])('Add is disabled with %s', async (_case, question, answer) => {
  const { user } = await openDialog(null);
  if (question) await user.type(field('Question'), question);
  if (answer) await user.type(field('Answer'), answer);
  expect(screen.getByRole('button', { name: 'Add' })).toBeDisabled();
});

test('Add is enabled once both are non-blank, adds the trimmed pair and clears the inputs', async () => {
  const { user } = await openDialog(null);
  await user.type(field('Question'), ' Relocate? ');
  expect(screen.getByRole('button', { name: 'Add' })).toBeDisabled();
  await user.type(field('Answer'), ' Yes ');
  expect(screen.getByRole('button', { name: 'Add' })).toBeEnabled();

  await user.click(screen.getByRole('button', { name: 'Add' }));

  const items = within(screen.getByRole('list', { name: 'Custom information' })).getAllByRole('listitem');
  expect(items.map((i) => i.textContent)).toEqual(['Relocate?Yes']);
  expect(field('Question').value).toBe('');
  expect(field('Answer').value).toBe('');
});

test('Escape does not close the dialog; Cancel and the close icon do', async () => {
  const onClose = jest.fn();
  const { user } = await openDialog(null, { onClose });
  await user.click(field('Expected Pay'));
  await user.keyboard('{Escape}');
  expect(onClose).not.toHaveBeenCalled();
  expect(screen.getByRole('dialog', { name: 'Additional Information' })).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(onClose).toHaveBeenCalledTimes(1);
  await user.click(screen.getByRole('button', { name: 'Close' }));
  expect(onClose).toHaveBeenCalledTimes(2);
});

test('a failed load shows the error and Retry, no form and no Save; after Retry the saved answers are there and Save keeps them', async () => {
  stored = saved({ data: { 'Willing to relocate?': 'Yes', 'Visa status?': 'Citizen' } });
  failReads();
  const { user } = renderWithUi(<ExtraInformationDialog open onClose={jest.fn()} />);

  const dialog = await screen.findByRole('dialog', { name: 'Additional Information' });
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('Error loading extra information');
  expect(within(dialog).queryByRole('form')).not.toBeInTheDocument();
  expect(within(dialog).queryByLabelText('Expected Pay')).not.toBeInTheDocument();
  expect(saveButton()).toBeDisabled();
  await user.click(saveButton());
  expect(writes()).toEqual([]);

  answerOverride = undefined;
  await user.click(within(dialog).getByRole('button', { name: 'Retry' }));

  await within(dialog).findByRole('form', { name: 'Additional Information' });
  const answers = within(screen.getByRole('list', { name: 'Custom information' })).getAllByRole('listitem');
  expect(answers.map((a) => a.textContent)).toEqual(['Willing to relocate?Yes', 'Visa status?Citizen']);
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(saveButton()).toBeEnabled();

  await user.click(saveButton());

  await waitFor(() => expect(writes()).toHaveLength(1));
  expect(writes()[0]).toMatch(/^PATCH 4\/ /);
  expect(stored?.data).toEqual({ 'Willing to relocate?': 'Yes', 'Visa status?': 'Citizen' });
  expect(errorLog).toHaveBeenCalledWith('Could not load extra information', expect.anything());
});

test('a failed Retry shows the error again, still without a form', async () => {
  failReads();
  const { user } = renderWithUi(<ExtraInformationDialog open onClose={jest.fn()} />);
  await user.click(await screen.findByRole('button', { name: 'Retry' }));
  await waitFor(() => expect(reads()).toBe(2));
  expect(await screen.findByRole('alert')).toHaveTextContent('Error loading extra information');
  expect(screen.queryByRole('form')).not.toBeInTheDocument();
  expect(saveButton()).toBeDisabled();
});

test('a failed re-load keeps the data read before and shows no error', async () => {
  stored = saved();
  const { rerender } = renderWithUi(<ExtraInformationDialog open onClose={jest.fn()} />);
  await screen.findByDisplayValue('12 LPA');
  failReads();
  rerender(<ExtraInformationDialog open={false} onClose={jest.fn()} />);
  rerender(<ExtraInformationDialog open onClose={jest.fn()} />);
  await waitFor(() => expect(reads()).toBe(2));
  expect(await screen.findByDisplayValue('12 LPA')).toBeInTheDocument();
  expect(screen.queryByText('Error loading extra information')).not.toBeInTheDocument();
});

test('a POST refused because a record exists says so; the next save PATCHes that record', async () => {
  const { user, onSaved } = await openDialog(null);
  // Saved meanwhile from another tab: this dialog read none.
  stored = saved({ id: 9 });
  await user.click(screen.getByRole('checkbox', { name: "I'm a Fresher" }));
  await user.type(field('Expected Pay'), '20 LPA');
  await user.click(saveButton());

  expect(await screen.findByText(EXTRA_INFORMATION_EXISTS)).toBeInTheDocument();
  // The record was read again: what the user typed stays, and the next save updates it.
  await waitFor(() => expect(reads()).toBe(2));
  expect(field('Expected Pay').value).toBe('20 LPA');
  await user.click(saveButton());
  await waitFor(() => expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ id: 9, expected_pay: '20 LPA' })));
  expect(writes().map((w) => w.split(' ')[0] + ' ' + w.split(' ')[1])).toEqual(['POST ', 'PATCH 9/']);
});

test('on a small screen the save button reads "Save"', async () => {
  const matchMedia = jest.fn((query: string) => ({
    matches: query.includes('max-width'),
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
  }));
  Object.defineProperty(window, 'matchMedia', { value: matchMedia, configurable: true });
  try {
    await openDialog(null);
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save Information' })).not.toBeInTheDocument();
  } finally {
    delete (window as { matchMedia?: unknown }).matchMedia;
  }
});

test('"Follow the companies I apply to" is off by default; ticking it saves follow_companies: true', async () => {
  const { user, onSaved } = await openDialog(saved());
  const follow = screen.getByRole('checkbox', { name: 'Follow the companies I apply to on LinkedIn' });
  expect(follow).not.toBeChecked();
  await user.click(follow);
  await user.click(saveButton());
  await waitFor(() => expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ follow_companies: true })));
  expect(stored?.follow_companies).toBe(true);
});

test('a record saved with follow_companies comes back ticked', async () => {
  await openDialog(saved({ follow_companies: true }));
  const follow = screen.getByRole('checkbox', { name: 'Follow the companies I apply to on LinkedIn' });
  expect(follow).toBeChecked();
});

const WRITE_LETTER = 'When I have not written a cover letter, let JobPilot write one from my resume and answers';

test('without a language model on the server, letting JobPilot write a cover letter is not offered', async () => {
  // The form is shown only once the server said what it offers.
  const { dialog } = await openDialog(saved());
  expect(api.server.requests.filter((r) => r.path === `${BASE}offers/`)).toHaveLength(1);
  expect(screen.getByRole('checkbox', { name: 'Follow the companies I apply to on LinkedIn' })).toBeInTheDocument();
  expect(screen.queryByRole('checkbox', { name: WRITE_LETTER })).not.toBeInTheDocument();
  expect(dialog).toHaveTextContent(/JobPilot never writes one for you/);
});

test('with a language model, the letter writer is offered, off by default; ticking it saves write_cover_letter: true', async () => {
  offers = { cover_letter_writer: true };
  const { user, onSaved, dialog } = await openDialog(saved());
  const writer = await screen.findByRole('checkbox', { name: WRITE_LETTER });
  expect(writer).not.toBeChecked();
  expect(dialog).toHaveTextContent(/unless you let JobPilot write one below/);
  expect(dialog).not.toHaveTextContent(/never writes one for you/);
  await user.click(writer);
  await user.click(saveButton());
  await waitFor(() => expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ write_cover_letter: true })));
  expect(stored?.write_cover_letter).toBe(true);
});

test('a record saved with the letter writer on comes back ticked', async () => {
  offers = { cover_letter_writer: true };
  await openDialog(saved({ write_cover_letter: true }));
  expect(await screen.findByRole('checkbox', { name: WRITE_LETTER })).toBeChecked();
});

test('the cover letter the user writes is saved trimmed and comes back; one too long is refused before sending', async () => {
  const { user, onSaved } = await openDialog(saved());
  const letter = field('Cover letter');
  expect(letter.value).toBe('');
  await user.type(letter, '  Dear team,{Enter}{Enter}I build payment services.  ');
  await user.click(saveButton());
  await waitFor(() =>
    expect(onSaved).toHaveBeenCalledWith(
      expect.objectContaining({ cover_letter: 'Dear team,\n\nI build payment services.' }),
    ),
  );
  expect(stored?.cover_letter).toBe('Dear team,\n\nI build payment services.');
});

test('a saved cover letter fills its box; one over 10,000 characters shows the rule under it', async () => {
  const { user } = await openDialog(saved({ cover_letter: 'Dear team.' }));
  expect(field('Cover letter').value).toBe('Dear team.');
  fireEvent.change(field('Cover letter'), { target: { value: 'x'.repeat(10_001) } });
  await user.click(saveButton());
  // The app installs the server's words ("Ensure this field has no more than 10000 characters.").
  await waitFor(() =>
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual([expect.stringMatching(/10000 characters/)]),
  );
  expect(writes()).toEqual([]);
}, 20_000);
