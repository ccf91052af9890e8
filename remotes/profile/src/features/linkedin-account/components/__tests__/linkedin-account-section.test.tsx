import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { queryClient } from '@app/shared/query';
import { MemoryRouter } from '@app/shared/router';
import { type Handler, serveApiForTests } from '@app/shared/test-support';
import { UiProvider } from '@app/shared/ui';
import { LinkedinAccountSection } from '../linkedin-account-section';

const URL = '/django/api/job-search/linkedin-credentials/';
const saved = {
  id: 9,
  username: 'ada@example.com',
  created_at: '2026-01-01 00:00:00',
  updated_at: '2026-01-02 00:00:00',
  cookies_saved: true,
  cookies_saved_at: '2026-01-02 10:04:05',
};
let stored: typeof saved | null;
let handler: Handler;

const api = serveApiForTests((request) => handler(request));
beforeEach(() => {
  api.server.requests.length = 0;
  queryClient.clear();
  stored = { ...saved };
  // A small stand-in for the server's one-record-per-user resource, so what the section shows is what it saved.
  handler = (request) => {
    if (request.method === 'GET') return { status: 200, body: stored ? [stored] : [] };
    if (request.method === 'PATCH' && stored && request.path === `${URL}${stored.id}/`) {
      stored = { ...stored, updated_at: '2026-01-03 00:00:00' };
      return { status: 200, body: stored };
    }
    if (request.method === 'DELETE' && stored && request.path === `${URL}${stored.id}/`) {
      stored = null;
      return { status: 204 };
    }
    return { status: 404, body: { detail: 'Not found.' } };
  };
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

async function openSection() {
  render(
    <UiProvider>
      <MemoryRouter initialEntries={['/profile#linkedin-account']}>
        <LinkedinAccountSection />
      </MemoryRouter>
    </UiProvider>,
  );
  const section = await screen.findByRole('region', { name: 'LinkedIn account' });
  // Loaded: the account or the line saying there is none.
  await within(section).findByText(/ada@example.com|No LinkedIn account is saved/);
  return section;
}

const sent = (method: string) => api.server.requests.filter((r) => r.method === method);

describe('LinkedIn account section', () => {
  it('shows the saved email and when the signed-in session was saved', async () => {
    const section = await openSection();
    expect(await within(section).findByText('ada@example.com')).toBeInTheDocument();
    expect(within(section).getByText(/^Signed in session saved on Jan 2, 2026/)).toBeInTheDocument();
  });

  it('says so when no session is saved', async () => {
    stored = { ...saved, cookies_saved: false, cookies_saved_at: null } as never;
    const section = await openSection();
    expect(await within(section).findByText('No saved session')).toBeInTheDocument();
  });

  it('says so when no LinkedIn account is saved', async () => {
    stored = null;
    const section = await openSection();
    expect(await within(section).findByText(/^No LinkedIn account is saved\./)).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'Disconnect LinkedIn' })).not.toBeInTheDocument();
  });

  it('changes the password: blank is refused, a new one is sent and confirmed', async () => {
    const section = await openSection();
    const ui = userEvent.setup();
    await ui.click(await within(section).findByRole('button', { name: 'Change Password' }));
    expect(await within(section).findByText('Enter the new LinkedIn password.')).toBeInTheDocument();
    expect(sent('PATCH')).toHaveLength(0);

    await ui.type(within(section).getByLabelText('New LinkedIn Password', { selector: 'input' }), 'fixed-pass');
    expect(within(section).queryByText('Enter the new LinkedIn password.')).not.toBeInTheDocument();
    await ui.click(within(section).getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText('LinkedIn password updated.')).toBeInTheDocument();
    expect(sent('PATCH').map((r) => [r.path, JSON.parse(r.body)])).toEqual([[`${URL}9/`, { password: 'fixed-pass' }]]);
    expect(within(section).getByLabelText('New LinkedIn Password', { selector: 'input' })).toHaveValue('');
  });

  it('a failed password change says so and keeps the typed password', async () => {
    const section = await openSection();
    handler = () => ({ status: 500, body: { detail: 'A server error occurred.' } });
    const ui = userEvent.setup();
    const input = await within(section).findByLabelText('New LinkedIn Password', { selector: 'input' });
    await ui.type(input, 'fixed-pass');
    await ui.click(within(section).getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText('Could not update the LinkedIn password. Please try again.')).toBeInTheDocument();
    expect(input).toHaveValue('fixed-pass');
  });

  it('Disconnect asks first; Cancel keeps everything, Disconnect deletes it', async () => {
    const section = await openSection();
    const ui = userEvent.setup();
    await ui.click(await within(section).findByRole('button', { name: 'Disconnect LinkedIn' }));
    const dialog = screen.getByRole('dialog', { name: 'Disconnect LinkedIn?' });
    expect(dialog).toHaveTextContent('JobPilot will forget your LinkedIn email, password and signed-in session.');
    await ui.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sent('DELETE')).toHaveLength(0);
    expect(within(section).getByText('ada@example.com')).toBeInTheDocument();

    await ui.click(within(section).getByRole('button', { name: 'Disconnect LinkedIn' }));
    await ui.click(
      within(screen.getByRole('dialog', { name: 'Disconnect LinkedIn?' })).getByRole('button', { name: 'Disconnect' }),
    );
    expect(await screen.findByText('LinkedIn account disconnected.')).toBeInTheDocument();
    expect(sent('DELETE').map((r) => r.path)).toEqual([`${URL}9/`]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(section).getByText(/^No LinkedIn account is saved\./)).toBeInTheDocument();
    expect(within(section).queryByText('ada@example.com')).not.toBeInTheDocument();
  });

  it('a failed disconnect says so and keeps the account shown', async () => {
    const section = await openSection();
    handler = () => ({ status: 500, body: { detail: 'A server error occurred.' } });
    const ui = userEvent.setup();
    await ui.click(await within(section).findByRole('button', { name: 'Disconnect LinkedIn' }));
    await ui.click(
      within(screen.getByRole('dialog', { name: 'Disconnect LinkedIn?' })).getByRole('button', { name: 'Disconnect' }),
    );
    expect(await screen.findByText('Could not disconnect LinkedIn. Please try again.')).toBeInTheDocument();
    expect(within(section).getByText('ada@example.com')).toBeInTheDocument();
  });
});
