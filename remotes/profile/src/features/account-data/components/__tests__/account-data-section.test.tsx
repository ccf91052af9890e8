import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { queryClient } from '@app/shared/query';
import { MemoryRouter, Route, Routes, useLocation } from '@app/shared/router';
import { clearTokens, getTokens, setTokens, useSession } from '@app/shared/stores';
import { type Handler, serveApiForTests } from '@app/shared/test-support';
import { UiProvider } from '@app/shared/ui';
import { AccountDataSection } from '../account-data-section';

const ME = '/django/api/accounts/users/me/';
const user = { id: 5, first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com', credits: 10 };
const PASSWORD = 'correct horse battery';
let handler: Handler;

const api = serveApiForTests((request) => handler(request));
beforeEach(() => {
  api.server.requests.length = 0;
  queryClient.clear();
  setTokens({ access: 'access-token', refresh: 'refresh-token' });
  useSession.setState({ user, isAuthenticated: true });
  // The account endpoints as the server answers them: the password decides the deletion.
  handler = (request) => {
    if (request.method === 'DELETE' && request.path === ME) {
      const body = JSON.parse(request.body || '{}') as { current_password?: string };
      return body.current_password === PASSWORD
        ? { status: 204 }
        : { status: 400, body: { current_password: ['Your current password is incorrect.'] } };
    }
    if (request.method === 'GET' && request.path === `${ME}export/`) {
      return { status: 200, body: JSON.stringify({ profile: user }), headers: { 'content-type': 'application/json' } };
    }
    if (request.path.endsWith('/logout/')) return { status: 401, body: { detail: 'User not found' } };
    return { status: 404, body: { detail: 'Not found.' } };
  };
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  clearTokens();
  jest.restoreAllMocks();
});

const Landed = () => <p>landed on {useLocation().pathname}</p>;

function showSection() {
  render(
    <UiProvider>
      <MemoryRouter initialEntries={['/profile']}>
        <Routes>
          <Route path="/profile" element={<AccountDataSection />} />
          <Route path="*" element={<Landed />} />
        </Routes>
      </MemoryRouter>
    </UiProvider>,
  );
  return screen.getByRole('region', { name: 'Your data' });
}

async function openDeletion() {
  const section = showSection();
  await userEvent.click(within(section).getByRole('button', { name: 'Delete account' }));
  return screen.getByRole('dialog', { name: 'Delete your account?' });
}

describe('Delete account', () => {
  it('names what goes and asks for the current password before anything is sent', async () => {
    const dialog = await openDeletion();
    for (const item of ['your resumes', 'your LinkedIn account and its saved session', 'your profile and your credits'])
      expect(within(dialog).getByText(item)).toBeInTheDocument();
    expect(within(dialog).getByText(/job searches and all their applications/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await within(dialog).findByText('Enter your current password.')).toBeInTheDocument();
    expect(api.server.requests.filter((r) => r.method === 'DELETE')).toHaveLength(0);
  });

  it('shows a wrong password under its field, and keeps the session', async () => {
    const dialog = await openDeletion();
    await userEvent.type(within(dialog).getByLabelText('Current Password'), 'wrong');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await within(dialog).findByText('Your current password is incorrect.')).toBeInTheDocument();
    expect(getTokens().access).toBe('access-token');
    expect(useSession.getState().isAuthenticated).toBe(true);
  });

  it('deletes with the right password, then signs out to /login with a toast', async () => {
    const dialog = await openDeletion();
    await userEvent.type(within(dialog).getByLabelText('Current Password'), PASSWORD);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    // The logout call is answered 401 (the user is gone) before the browser signs out locally.
    expect(await screen.findByText('landed on /login', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(await screen.findByText('Your account has been deleted.')).toBeInTheDocument();
    const sent = api.server.requests.find((r) => r.method === 'DELETE');
    expect(JSON.parse(sent!.body)).toEqual({ current_password: PASSWORD });
    expect(sent!.headers.authorization).toBe('Bearer access-token');
    expect(getTokens()).toEqual({ access: null, refresh: null });
    expect(useSession.getState().isAuthenticated).toBe(false);
  });

  it('Cancel closes the dialog and deletes nothing', async () => {
    const dialog = await openDeletion();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.server.requests).toHaveLength(0);
  });
});

describe('Download my data', () => {
  it('fetches the export with the token and hands it to the browser as a JSON file', async () => {
    const files: Array<{ name: string; blob: Blob }> = [];
    let lastBlob: Blob | undefined;
    // jsdom has no object URLs nor downloads: record what the browser would be handed.
    URL.createObjectURL = (blob: Blob) => {
      lastBlob = blob;
      return 'blob:test';
    };
    URL.revokeObjectURL = () => undefined;
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      files.push({ name: this.download, blob: lastBlob! });
    });
    const section = showSection();
    await userEvent.click(within(section).getByRole('button', { name: 'Download my data' }));
    await waitFor(() => expect(files.map((f) => f.name)).toEqual(['jobpilot-account-export.json']));
    expect(files[0]!.blob.type).toBe('application/json;charset=utf-8');
    const request = api.server.requests.find((r) => r.path === `${ME}export/`);
    expect(request!.headers.authorization).toBe('Bearer access-token');
  });

  it('says so when the download fails', async () => {
    handler = () => ({ status: 500, body: { detail: 'A server error occurred.' } });
    const section = showSection();
    await userEvent.click(within(section).getByRole('button', { name: 'Download my data' }));
    expect(await screen.findByText('Could not download your data. Please try again.')).toBeInTheDocument();
  });
});
