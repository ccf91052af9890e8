import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSession } from '@app/shared/stores';
import { holdAnswer, type Handler } from '@app/shared/test-support';
import { renderAuthForm, serveAuthApiForTests, typeEmailAndPassword } from '@/testing/render-auth-form';
import { LoginForm } from '../login-form';

const user = { id: 5, first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com', credits: 10 };
let handler: Handler;

const api = serveAuthApiForTests((request) => handler(request));

const renderLogin = (state?: unknown) => renderAuthForm('/login', <LoginForm />, state);

async function fillAndSubmit() {
  await typeEmailAndPassword(userEvent);
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('login form', () => {
  it('shows the docs/product.md headings, fields and links', () => {
    renderLogin();
    expect(screen.getByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    expect(screen.getByText('Sign in to your account')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/register');
  });

  it('reads "Logging in..." while busy, then toasts and goes to where the user came from', async () => {
    const answer = holdAnswer();
    handler = async (request) => {
      if (request.path.endsWith('/login/')) {
        await answer.until();
        return { status: 200, body: { token: 'access', refresh_token: 'refresh' } };
      }
      return { status: 200, body: user };
    };
    renderLogin({ from: { pathname: '/job-search/3', search: '', hash: '' } });
    await fillAndSubmit();
    const busy = await screen.findByRole('button', { name: 'Logging in...' });
    expect(busy).toBeDisabled();
    await answer.release();
    expect(await screen.findByText('Login successful!')).toBeInTheDocument();
    expect(await screen.findByText('landed on /job-search/3')).toBeInTheDocument();
    expect(JSON.parse(api.server.requests[0]!.body)).toEqual({ email: 'ada@example.com', password: 'secret-password' });
    expect(useSession.getState().user).toEqual(user);
  });

  it('goes to /dashboard by default', async () => {
    handler = (request) =>
      request.path.endsWith('/login/')
        ? { status: 200, body: { token: 'access', refresh_token: 'refresh' } }
        : { status: 200, body: user };
    renderLogin();
    await fillAndSubmit();
    expect(await screen.findByText('landed on /dashboard')).toBeInTheDocument();
  });

  it('shows why a login failed and stays', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    handler = () => ({ status: 401, body: { detail: 'No active account found with the given credentials' } });
    renderLogin();
    await fillAndSubmit();
    expect(await screen.findByRole('alert')).toHaveTextContent('No active account found with the given credentials');
    expect(log).toHaveBeenCalled(); // product §8: failures are logged
    log.mockRestore();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(useSession.getState().isAuthenticated).toBe(false);
  });

  it('checks the fields with the server’s rules before sending anything', async () => {
    handler = () => ({ status: 500, body: {} });
    renderLogin();
    await userEvent.type(screen.getByLabelText('Email'), 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Enter a valid email address.')).toBeInTheDocument();
    expect(screen.getByText('This field may not be blank.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(api.server.requests).toHaveLength(0);
  });

  it('puts a reason about a field next to it, without the field’s name', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    handler = () => ({ status: 400, body: { password: ['Ensure this field has no more than 128 characters.'] } });
    renderLogin();
    await fillAndSubmit();
    const input = screen.getByLabelText('Password', { selector: 'input' });
    expect(await screen.findByText('Ensure this field has no more than 128 characters.')).toBeInTheDocument();
    expect(input).toHaveAccessibleDescription('Ensure this field has no more than 128 characters.');
    expect(screen.queryByText(/password:/)).not.toBeInTheDocument();
    log.mockRestore();
  });
});
