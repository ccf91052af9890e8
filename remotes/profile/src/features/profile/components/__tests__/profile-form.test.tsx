import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { queryClient } from '@app/shared/query';
import { MemoryRouter, Route, Routes, useLocation } from '@app/shared/router';
import { clearTokens, getTokens, useSession } from '@app/shared/stores';
import { holdAnswer, type Handler, serveApiForTests } from '@app/shared/test-support';
import { UiProvider } from '@app/shared/ui';
import { ProfileForm } from '../profile-form';

const user = { id: 5, first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com', credits: 10 };
let handler: Handler;

const api = serveApiForTests((request) => handler(request));
beforeEach(() => {
  api.server.requests.length = 0;
  clearTokens();
  // A fresh page: nothing read before.
  queryClient.clear();
  handler = (request) => {
    if (request.method === 'GET') return { status: 200, body: user };
    const body = JSON.parse(request.body);
    return { status: 200, body: { ...user, first_name: body.first_name, last_name: body.last_name } };
  };
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

const Landed = () => <p>landed on {useLocation().pathname}</p>;

async function renderProfile() {
  render(
    <UiProvider>
      <MemoryRouter initialEntries={['/profile']}>
        <Routes>
          <Route path="/profile" element={<ProfileForm />} />
          <Route path="*" element={<Landed />} />
        </Routes>
      </MemoryRouter>
    </UiProvider>,
  );
  await screen.findByLabelText('First Name');
}

const field = (label: string) => screen.getByLabelText(label, { selector: 'input' }) as HTMLInputElement;
const save = () => userEvent.click(screen.getByRole('button', { name: 'Save' }));

describe('profile form', () => {
  it('loads the user; the email is read-only', async () => {
    await renderProfile();
    expect(screen.getByRole('heading', { name: 'Your Profile' })).toBeInTheDocument();
    expect(field('First Name').value).toBe('Ada');
    expect(field('Last Name').value).toBe('Lovelace');
    expect(field('Email').value).toBe('ada@example.com');
    expect(field('Email').readOnly).toBe(true);
  });

  it('refuses empty names with their messages', async () => {
    await renderProfile();
    await userEvent.clear(field('First Name'));
    await userEvent.clear(field('Last Name'));
    await userEvent.type(field('Last Name'), '   ');
    await save();
    expect(screen.getByText('First name cannot be empty.')).toBeInTheDocument();
    expect(screen.getByText('Last name cannot be empty.')).toBeInTheDocument();
    expect(api.server.requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('refuses different passwords until either is edited', async () => {
    await renderProfile();
    await userEvent.type(field('New Password'), 'new-password-1');
    await userEvent.type(field('Confirm Password'), 'new-password-2');
    await save();
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    await userEvent.type(field('New Password'), 'x');
    expect(screen.queryByText('Passwords do not match')).not.toBeInTheDocument();
    await save();
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    await userEvent.type(field('Confirm Password'), 'y');
    expect(screen.queryByText('Passwords do not match')).not.toBeInTheDocument();
  });

  it('asks for the current password only once a new one is typed, and requires it', async () => {
    await renderProfile();
    expect(screen.queryByLabelText('Current Password')).not.toBeInTheDocument();
    await userEvent.type(field('New Password'), 'new-password-1');
    await userEvent.type(field('Confirm Password'), 'new-password-1');
    expect(field('Current Password').value).toBe('');
    await save();
    expect(screen.getByText('Enter your current password to change it.')).toBeInTheDocument();
    expect(api.server.requests.filter((r) => r.method === 'POST')).toHaveLength(0);
    await userEvent.clear(field('New Password'));
    expect(screen.queryByLabelText('Current Password')).not.toBeInTheDocument();
  });

  it('knows the server’s 8-character minimum for a new password and sends nothing', async () => {
    await renderProfile();
    await userEvent.type(field('New Password'), 'short');
    await userEvent.type(field('Confirm Password'), 'short');
    await userEvent.type(field('Current Password'), 'old-password-0');
    await save();
    expect(screen.getByText('This password is too short. It must contain at least 8 characters.')).toBeInTheDocument();
    expect(api.server.requests.filter((r) => r.method === 'POST')).toEqual([]);
  });

  it('saves ("Saving..."), updates the session, stores the new tokens and clears the passwords', async () => {
    handler = (request) => {
      if (request.method === 'GET') return { status: 200, body: user };
      const body = JSON.parse(request.body);
      return {
        status: 200,
        body: { ...user, first_name: body.first_name, token: 'next-access', refresh_token: 'next-refresh' },
      };
    };
    await renderProfile();
    await userEvent.clear(field('First Name'));
    await userEvent.type(field('First Name'), ' Augusta ');
    await userEvent.type(field('New Password'), 'new-password-1');
    await userEvent.type(field('Confirm Password'), 'new-password-1');
    await userEvent.type(field('Current Password'), 'old-password-0');
    await save();
    expect(await screen.findByText('Profile updated successfully.')).toBeInTheDocument();
    const post = api.server.requests.find((r) => r.method === 'POST')!;
    expect(post.path).toBe('/django/api/accounts/users/update-profile/');
    expect(JSON.parse(post.body)).toEqual({
      first_name: 'Augusta',
      last_name: 'Lovelace',
      password: 'new-password-1',
      current_password: 'old-password-0',
    });
    expect(useSession.getState().user?.first_name).toBe('Augusta');
    expect(getTokens()).toEqual({ access: 'next-access', refresh: 'next-refresh' });
    expect(field('New Password').value).toBe('');
    expect(field('Confirm Password').value).toBe('');
    expect(screen.queryByLabelText('Current Password')).not.toBeInTheDocument();
  });

  it("shows the server's word when the current password is wrong", async () => {
    handler = (request) => {
      if (request.method === 'GET') return { status: 200, body: user };
      return { status: 400, body: { current_password: ['Your current password is incorrect.'] } };
    };
    await renderProfile();
    await userEvent.type(field('New Password'), 'new-password-1');
    await userEvent.type(field('Confirm Password'), 'new-password-1');
    await userEvent.type(field('Current Password'), 'not-it');
    await save();
    expect(await screen.findByText('Your current password is incorrect.')).toBeInTheDocument();
    expect(field('Current Password').value).toBe('not-it');
  });

  it('shows the password rule up front, after the hint', async () => {
    await renderProfile();
    expect(field('New Password')).toHaveAccessibleDescription(
      'Leave empty to keep your current password. Use at least 8 characters.',
    );
  });

  it("puts the server's reason about a new password next to it, without the field's name", async () => {
    handler = (request) => {
      if (request.method === 'GET') return { status: 200, body: user };
      return { status: 400, body: { password: ['This password is too common.'] } };
    };
    await renderProfile();
    await userEvent.type(field('New Password'), 'password1');
    await userEvent.type(field('Confirm Password'), 'password1');
    await userEvent.type(field('Current Password'), 'old-password-0');
    await save();
    expect(await screen.findByText('This password is too common.')).toBeInTheDocument();
    expect(field('New Password')).toHaveAccessibleDescription('This password is too common.');
    expect(screen.queryByText(/password:/)).not.toBeInTheDocument();
  });

  it('sends an empty password when none is typed (the server keeps the current one)', async () => {
    await renderProfile();
    await save();
    await screen.findByText('Profile updated successfully.');
    const sent = JSON.parse(api.server.requests.find((r) => r.method === 'POST')!.body);
    expect(sent.password).toBe('');
    expect(sent).not.toHaveProperty('current_password');
  });

  it('shows "Saving..." while busy and says so when saving fails', async () => {
    const answer = holdAnswer();
    handler = async (request) => {
      if (request.method === 'GET') return { status: 200, body: user };
      await answer.until();
      return { status: 500, body: {} };
    };
    await renderProfile();
    await save();
    expect(await screen.findByRole('button', { name: 'Saving...' })).toBeDisabled();
    await answer.release();
    expect(await screen.findByText('Failed to update profile.')).toBeInTheDocument();
  });

  it('says so when the profile cannot be loaded', async () => {
    handler = () => ({ status: 500, body: {} });
    await renderProfile();
    expect(await screen.findByText('Failed to load profile info.')).toBeInTheDocument();
  });

  it('goes back to the dashboard', async () => {
    await renderProfile();
    await userEvent.click(screen.getByRole('button', { name: 'Back to Dashboard' }));
    expect(screen.getByText('landed on /dashboard')).toBeInTheDocument();
  });
});
