import { screen, waitFor } from '@testing-library/react';
import { createLinkedinCredentials, getLinkedinCredentials, updateLinkedinCredentials } from '@app/shared/api';
import type { LinkedinCredentials } from '@app/shared/contract';
import { renderWithUi } from '../../../../test-support/render-with-ui';
import { LinkedinCredentialsDialog } from '../linkedin-credentials-dialog';

jest.mock('@app/shared/api', () => ({
  getLinkedinCredentials: jest.fn(),
  createLinkedinCredentials: jest.fn(),
  updateLinkedinCredentials: jest.fn(),
}));

const get = jest.mocked(getLinkedinCredentials);
const create = jest.mocked(createLinkedinCredentials);
const update = jest.mocked(updateLinkedinCredentials);

const credentials = (overrides: Partial<LinkedinCredentials> = {}): LinkedinCredentials => ({
  id: 5,
  username: 'ada@example.com',
  created_at: '2026-01-01 10:00:00',
  updated_at: '2026-01-01 10:00:00',
  cookies_saved: false,
  cookies_saved_at: null,
  ...overrides,
});

let errorLog: jest.SpyInstance;
beforeEach(() => {
  jest.resetAllMocks();
  errorLog = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => errorLog.mockRestore());

async function openDialog(
  existing: LinkedinCredentials | null,
  props: { onClose?: () => void; onSaved?: () => void } = {},
) {
  get.mockResolvedValue(existing);
  const onClose = props.onClose ?? jest.fn();
  const onSaved = props.onSaved ?? jest.fn();
  const view = renderWithUi(<LinkedinCredentialsDialog open onClose={onClose} onSaved={onSaved} />);
  await screen.findByRole('form', { name: 'LinkedIn credentials' });
  return { ...view, onClose, onSaved };
}

const email = () => screen.getByLabelText('LinkedIn Email') as HTMLInputElement;
const password = () => screen.getByLabelText('LinkedIn Password') as HTMLInputElement;
const saveButton = () => screen.getByRole('button', { name: /^(Save|Saving\.\.\.)$/ }) as HTMLButtonElement;

test('the email field is required and of email type', async () => {
  await openDialog(null);
  expect(email().type).toBe('email');
  expect(email().required).toBe(true);
  expect(password().required).toBe(true);
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
      expect(saveButton().disabled).toBe(!enabled);
    },
  );

  test('while saving', async () => {
    const { user } = await openDialog(null);
    let finish: (value: LinkedinCredentials) => void = () => undefined;
    create.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    await user.type(email(), 'ada@example.com');
    await user.type(password(), 'secret');
    await user.click(saveButton());
    expect(saveButton().disabled).toBe(true);
    expect(saveButton()).toHaveTextContent('Saving...');
    finish(credentials());
    await screen.findByText('LinkedIn credentials saved successfully');
  });
});

test('a first save POSTs email and password, says "LinkedIn credentials saved successfully", clears the password and closes', async () => {
  const onSaved = jest.fn();
  const onClose = jest.fn();
  const { user } = await openDialog(null, { onSaved, onClose });
  create.mockResolvedValue(credentials());
  await user.type(email(), ' ada@example.com ');
  await user.type(password(), 'secret');
  await user.click(saveButton());

  expect(await screen.findByText('LinkedIn credentials saved successfully')).toBeInTheDocument();
  expect(create).toHaveBeenCalledWith({ username: 'ada@example.com', password: 'secret' });
  expect(update).not.toHaveBeenCalled();
  expect(password().value).toBe('');
  expect(onSaved).toHaveBeenCalledWith(credentials());
  expect(onClose).toHaveBeenCalled();
});

test('saved credentials: the email comes back, the password never does, and Save PATCHes with "LinkedIn credentials updated successfully"', async () => {
  const { user } = await openDialog(credentials());
  expect(email().value).toBe('ada@example.com');
  expect(password().value).toBe('');
  expect(password().required).toBe(false);
  update.mockResolvedValue(credentials({ username: 'lovelace@example.com' }));

  await user.clear(email());
  await user.type(email(), 'lovelace@example.com');
  await user.click(saveButton());

  expect(await screen.findByText('LinkedIn credentials updated successfully')).toBeInTheDocument();
  // An empty password keeps the saved one: the call leaves it out (checked in the shared api tests).
  expect(update).toHaveBeenCalledWith(5, { username: 'lovelace@example.com', password: '' });
  expect(create).not.toHaveBeenCalled();
});

test('a typed password is sent on update and cleared afterwards', async () => {
  const { user } = await openDialog(credentials());
  update.mockResolvedValue(credentials());
  await user.type(password(), 'new-secret');
  await user.click(saveButton());
  await screen.findByText('LinkedIn credentials updated successfully');
  expect(update).toHaveBeenCalledWith(5, { username: 'ada@example.com', password: 'new-secret' });
  expect(password().value).toBe('');
});

test('a failed save says "Failed to save LinkedIn credentials. Please try again.", clears the password and stays open', async () => {
  const onClose = jest.fn();
  const { user } = await openDialog(null, { onClose });
  create.mockRejectedValue(new Error('server said no'));
  await user.type(email(), 'ada@example.com');
  await user.type(password(), 'secret');
  await user.click(saveButton());

  expect(await screen.findByText('Failed to save LinkedIn credentials. Please try again.')).toBeInTheDocument();
  expect(password().value).toBe('');
  expect(onClose).not.toHaveBeenCalled();
  // Nothing saved and no password: Save waits for the password again.
  expect(saveButton().disabled).toBe(true);
});

test('a failed first save whose credentials turn out to exist is retried as an update', async () => {
  const { user } = await openDialog(null);
  create.mockRejectedValue(new Error('LinkedIn credentials already exist. Update them instead.'));
  get.mockResolvedValue(credentials({ id: 8 }));
  await user.type(email(), 'ada@example.com');
  await user.type(password(), 'secret');
  await user.click(saveButton());
  await screen.findByText('Failed to save LinkedIn credentials. Please try again.');

  update.mockResolvedValue(credentials({ id: 8 }));
  await waitFor(() => expect(saveButton().disabled).toBe(false));
  await user.click(saveButton());
  await screen.findByText('LinkedIn credentials updated successfully');
  expect(update).toHaveBeenCalledWith(8, { username: 'ada@example.com', password: '' });
});

test('an email that is not an email address is refused before any call', async () => {
  const { user } = await openDialog(null);
  await user.type(email(), 'not-an-email');
  await user.type(password(), 'secret');
  await user.click(saveButton());
  expect(screen.getByRole('alert')).toHaveTextContent('Enter a valid email address.');
  expect(create).not.toHaveBeenCalled();
});

test('Cancel closes without saving', async () => {
  const onClose = jest.fn();
  const { user } = await openDialog(null, { onClose });
  await user.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(onClose).toHaveBeenCalled();
  expect(create).not.toHaveBeenCalled();
});
