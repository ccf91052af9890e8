import { screen, waitFor, within } from '@testing-library/react';
import { LINKEDIN_CREDENTIALS_EXIST, type LinkedinCredentials } from '@app/shared/contract';
import { serveApiForTests, type Answer, type RecordedRequest } from '@app/shared/test-support';
import { renderWithUi } from '@/test-support/render-with-ui';
import { LinkedinCredentialsDialog } from '../linkedin-credentials-dialog';

// The dialog through the real api client and a real HTTP server holding the user's credentials.
const BASE = '/django/api/job-search/linkedin-credentials/';
let stored: LinkedinCredentials | null = null;
/** Set by a test to answer a call its own way (a failed read, a refusal, a held answer). */
let answerOverride: ((request: RecordedRequest) => Answer | Promise<Answer> | undefined) | undefined;

const credentials = (overrides: Partial<LinkedinCredentials> = {}): LinkedinCredentials => ({
  id: 5,
  username: 'ada@example.com',
  created_at: '2026-01-01 10:00:00',
  updated_at: '2026-01-01 10:00:00',
  cookies_saved: false,
  cookies_saved_at: null,
  ...overrides,
});

const api = serveApiForTests(async (request) => {
  const override = await answerOverride?.(request);
  if (override) return override;
  if (request.method === 'GET') return { status: 200, body: stored ? [stored] : [] };
  const { username } = JSON.parse(request.body) as { username: string };
  if (request.method === 'POST') {
    if (stored) return { status: 400, body: { non_field_errors: [LINKEDIN_CREDENTIALS_EXIST] } };
    stored = credentials({ id: 3, username });
    return { status: 201, body: stored };
  }
  stored = { ...stored!, username };
  return { status: 200, body: stored };
});

beforeEach(() => {
  stored = null;
  answerOverride = undefined;
  api.server.requests.length = 0;
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

/** The writes the server received, as `METHOD path body`. */
const writes = () =>
  api.server.requests.filter((r) => r.method !== 'GET').map((r) => `${r.method} ${r.path.replace(BASE, '')} ${r.body}`);

async function openDialog(
  existing: LinkedinCredentials | null,
  props: { onClose?: () => void; onSaved?: () => void } = {},
) {
  stored = existing;
  const onClose = props.onClose ?? jest.fn();
  const onSaved = props.onSaved ?? jest.fn();
  const view = renderWithUi(<LinkedinCredentialsDialog open onClose={onClose} onSaved={onSaved} />);
  await screen.findByRole('form', { name: 'LinkedIn credentials' });
  return { ...view, onClose, onSaved };
}

const email = () => screen.getByLabelText('LinkedIn Email') as HTMLInputElement;
const password = () => screen.getByLabelText('LinkedIn Password') as HTMLInputElement;
const saveButton = () => screen.getByRole('button', { name: /^(Save|Saving\.\.\.)$/ });

test('the email field is required and of email type', async () => {
  await openDialog(null);
  expect(email()).toHaveAttribute('type', 'email');
  expect(email()).toBeRequired();
  expect(password()).toBeRequired();
});

describe('Save is disabled while saving, with an empty email, or with no password and none saved', () => {
  test.each`
    saved    | typedEmail           | typedPassword | enabled
    ${false} | ${''}                | ${''}         | ${false}
    ${false} | ${'ada@example.com'} | ${''}         | ${false}
    ${false} | ${''}                | ${'secret'}   | ${false}
    ${false} | ${'   '}             | ${'secret'}   | ${false}
    ${false} | ${'ada@example.com'} | ${'secret'}   | ${true}
    ${true}  | ${null}              | ${''}         | ${true}
    ${true}  | ${null}              | ${'secret'}   | ${true}
    ${true}  | ${''}                | ${''}         | ${false}
    ${true}  | ${''}                | ${'secret'}   | ${false}
  `(
    'saved=$saved email="$typedEmail" password="$typedPassword" → enabled=$enabled',
    async ({ saved, typedEmail, typedPassword, enabled }) => {
      const { user } = await openDialog(saved ? credentials() : null);
      if (typedEmail !== null) {
        await user.clear(email());
        if (typedEmail) await user.type(email(), typedEmail);
      }
      if (typedPassword) await user.type(password(), typedPassword);
      if (enabled) expect(saveButton()).toBeEnabled();
      else expect(saveButton()).toBeDisabled();
    },
  );

  test('while saving', async () => {
    let answer: (value: Answer) => void = () => undefined;
    answerOverride = (request) =>
      request.method === 'POST' ? new Promise<Answer>((resolve) => (answer = resolve)) : undefined;
    const { user } = await openDialog(null);
    await user.type(email(), 'ada@example.com');
    await user.type(password(), 'secret');
    await user.click(saveButton());
    expect(saveButton()).toBeDisabled();
    expect(saveButton()).toHaveTextContent('Saving...');
    await waitFor(() => expect(writes()).toHaveLength(1));
    answer({ status: 201, body: credentials() });
    expect(await screen.findByText('LinkedIn credentials saved successfully')).toBeInTheDocument();
  });
});

test('a first save POSTs email and password, says "LinkedIn credentials saved successfully", clears the password and closes', async () => {
  const { user, onSaved, onClose } = await openDialog(null);
  await user.type(email(), ' ada@example.com ');
  await user.type(password(), 'secret');
  await user.click(saveButton());

  expect(await screen.findByText('LinkedIn credentials saved successfully')).toBeInTheDocument();
  expect(writes()).toEqual(['POST  {"username":"ada@example.com","password":"secret"}']);
  expect(password()).toHaveValue('');
  expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ id: 3, username: 'ada@example.com' }));
  expect(onClose).toHaveBeenCalled();
});

test('saved credentials: the email comes back, the password never does, and Save PATCHes without it, saying "LinkedIn credentials updated successfully"', async () => {
  const { user } = await openDialog(credentials());
  expect(email()).toHaveValue('ada@example.com');
  expect(password()).toHaveValue('');
  expect(password()).not.toBeRequired();

  await user.clear(email());
  await user.type(email(), 'lovelace@example.com');
  await user.click(saveButton());

  expect(await screen.findByText('LinkedIn credentials updated successfully')).toBeInTheDocument();
  // An empty password keeps the saved one: it is left out of the PATCH.
  expect(writes()).toEqual(['PATCH 5/ {"username":"lovelace@example.com"}']);
});

test('a typed password is sent on update and cleared afterwards', async () => {
  const { user } = await openDialog(credentials());
  await user.type(password(), 'new-secret');
  await user.click(saveButton());
  await screen.findByText('LinkedIn credentials updated successfully');
  expect(writes()).toEqual(['PATCH 5/ {"username":"ada@example.com","password":"new-secret"}']);
  expect(password()).toHaveValue('');
});

test('a failed save says "Failed to save LinkedIn credentials. Please try again.", clears the password and stays open', async () => {
  answerOverride = (request) =>
    request.method === 'POST' ? { status: 500, body: { detail: 'A server error occurred.' } } : undefined;
  const { user, onClose } = await openDialog(null);
  await user.type(email(), 'ada@example.com');
  await user.type(password(), 'secret');
  await user.click(saveButton());

  expect(await screen.findByText('Failed to save LinkedIn credentials. Please try again.')).toBeInTheDocument();
  expect(password()).toHaveValue('');
  expect(onClose).not.toHaveBeenCalled();
  // Nothing saved and no password: Save waits for the password again.
  expect(saveButton()).toBeDisabled();
});

test('a POST refused because credentials exist shows the failure, then the next Save updates them', async () => {
  const { user } = await openDialog(null);
  // Saved meanwhile from another tab: this dialog read none.
  stored = credentials({ id: 8 });
  await user.type(email(), 'ada@example.com');
  await user.type(password(), 'secret');
  await user.click(saveButton());
  await screen.findByText('Failed to save LinkedIn credentials. Please try again.');
  expect(password()).toHaveValue('');

  await user.type(password(), 'secret2');
  await waitFor(() => expect(saveButton()).toBeEnabled());
  await user.click(saveButton());
  await screen.findByText('LinkedIn credentials updated successfully');
  expect(writes()).toEqual([
    'POST  {"username":"ada@example.com","password":"secret"}',
    'PATCH 8/ {"username":"ada@example.com","password":"secret2"}',
  ]);
});

test('a failed load shows the error and Retry, no form and no Save; after Retry the saved email is there', async () => {
  stored = credentials();
  let failing = true;
  answerOverride = (request) =>
    request.method === 'GET' && failing ? { status: 500, body: { detail: 'A server error occurred.' } } : undefined;
  const { user } = renderWithUi(<LinkedinCredentialsDialog open onClose={jest.fn()} />);

  const dialog = await screen.findByRole('dialog', { name: 'LinkedIn Credentials' });
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('Could not load your LinkedIn credentials.');
  expect(within(dialog).queryByRole('form')).not.toBeInTheDocument();
  expect(saveButton()).toBeDisabled();

  failing = false;
  await user.click(within(dialog).getByRole('button', { name: 'Retry' }));

  await within(dialog).findByRole('form', { name: 'LinkedIn credentials' });
  expect(email()).toHaveValue('ada@example.com');
  expect(password()).not.toBeRequired();
  expect(saveButton()).toBeEnabled();
  expect(writes()).toEqual([]);
});

test('an email that is not an email address is refused before any call', async () => {
  const { user } = await openDialog(null);
  await user.type(email(), 'not-an-email');
  await user.type(password(), 'secret');
  await user.click(saveButton());
  expect(screen.getByRole('alert')).toHaveTextContent('Enter a valid email address.');
  expect(writes()).toEqual([]);
});

test('Cancel closes without saving', async () => {
  const { user, onClose } = await openDialog(null);
  await user.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(onClose).toHaveBeenCalled();
  expect(writes()).toEqual([]);
});
