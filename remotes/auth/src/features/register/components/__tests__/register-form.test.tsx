import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSession } from '@app/shared/stores';
import { holdAnswer, type Handler } from '@app/shared/test-support';
import { renderAuthForm, serveAuthApiForTests, typeEmailAndPassword } from '@/testing/render-auth-form';
import { RegisterForm } from '../register-form';

let handler: Handler;

const api = serveAuthApiForTests((request) => handler(request));

const renderRegister = () => renderAuthForm('/register', <RegisterForm />);

async function fillAndSubmit() {
  await userEvent.type(screen.getByLabelText('First name'), 'Ada');
  await userEvent.type(screen.getByLabelText('Last name'), 'Lovelace');
  await typeEmailAndPassword(userEvent);
  await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
}

describe('register form', () => {
  it('shows the heading and a subtitle about taking control of the job search', () => {
    renderRegister();
    expect(screen.getByRole('heading', { name: 'Create your account' })).toBeInTheDocument();
    expect(screen.getByText(/take control of your job search/i)).toBeInTheDocument();
  });

  it('toggles the password visibility', async () => {
    renderRegister();
    const input = screen.getByLabelText('Password', { selector: 'input' });
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input).toHaveAttribute('type', 'text');
  });

  it('reads "Creating account..." while busy, then toasts and goes to /login without signing in', async () => {
    const answer = holdAnswer();
    handler = async () => {
      await answer.until();
      return { status: 201, body: { token: 'access', refresh_token: 'refresh' } };
    };
    renderRegister();
    await fillAndSubmit();
    expect(await screen.findByRole('button', { name: 'Creating account...' })).toBeDisabled();
    await answer.release();
    expect(await screen.findByText('Registration successful! You can now log in.')).toBeInTheDocument();
    expect(await screen.findByText('landed on /login')).toBeInTheDocument();
    expect(JSON.parse(api.server.requests[0]!.body)).toEqual({
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: 'ada@example.com',
      password: 'secret-password',
    });
    expect(useSession.getState().isAuthenticated).toBe(false);
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('shows the password rule before anything is submitted', () => {
    renderRegister();
    expect(screen.getByLabelText('Password', { selector: 'input' })).toHaveAccessibleDescription(
      'Use at least 8 characters.',
    );
  });

  it('checks every field with the server’s rules and words before sending anything', async () => {
    handler = () => ({ status: 500, body: {} });
    renderRegister();
    await userEvent.type(screen.getByLabelText('Email'), 'ada@');
    await userEvent.type(screen.getByLabelText('Password', { selector: 'input' }), 'short');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(
      await screen.findByText('This password is too short. It must contain at least 8 characters.'),
    ).toBeInTheDocument();
    expect(screen.getAllByText('This field may not be blank.')).toHaveLength(2);
    expect(screen.getByText('Enter a valid email address.')).toBeInTheDocument();
    expect(api.server.requests).toHaveLength(0);
  });

  it('shows the server’s reasons next to their fields, without field names', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    handler = () => ({
      status: 400,
      body: {
        email: ['user with this email already exists.'],
        password: ['This password is too short. It must contain at least 8 characters.'],
      },
    });
    renderRegister();
    await fillAndSubmit();
    expect(await screen.findByText('user with this email already exists.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('user with this email already exists.');
    expect(screen.getByLabelText('Password', { selector: 'input' })).toHaveAccessibleDescription(
      'This password is too short. It must contain at least 8 characters.',
    );
    expect(screen.queryByText(/email:|password:/)).not.toBeInTheDocument();
    expect(log).toHaveBeenCalled(); // product §8: failures are logged
    log.mockRestore();
  });

  it('shows a reason tied to no field above the form', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    handler = () => ({ status: 429, body: { detail: 'Request was throttled. Expected available in 5 seconds.' } });
    renderRegister();
    await fillAndSubmit();
    // The API's wording is DRF's; the user reads plain words.
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many attempts. Please wait 5 seconds and try again.',
    );
    log.mockRestore();
  });
});
