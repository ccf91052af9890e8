import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { passwordMessages, passwordResetMessages } from '@app/shared/contract';
import { getTokens, setTokens, useSession } from '@app/shared/stores';
import { holdAnswer, type Handler } from '@app/shared/test-support';
import { renderAuthForm, serveAuthApiForTests } from '@/testing/render-auth-form';
import { ResetPasswordForm } from '../reset-password-form';

const CONFIRM_PATH = '/django/api/accounts/users/password-reset/confirm/';
let handler: Handler;

const api = serveAuthApiForTests((request) => handler(request));

const renderPage = (fragment = '#token=abc_DEF-123') =>
  renderAuthForm(`/reset-password${fragment}`, <ResetPasswordForm />);
const passwordInput = () => screen.getByLabelText('New password', { selector: 'input' });

async function choose(password: string) {
  await userEvent.type(passwordInput(), password);
  await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
}

describe('reset password page', () => {
  it('asks for the new password with register’s rule shown from the start', () => {
    renderPage();
    expect(screen.getByRole('heading', { name: 'Choose a new password' })).toBeInTheDocument();
    expect(passwordInput()).toHaveAttribute('autocomplete', 'new-password');
    expect(passwordInput()).toHaveAccessibleDescription(passwordMessages.rule);
  });

  it('sends the token from the link with the new password, then toasts and goes to /login', async () => {
    const answer = holdAnswer();
    handler = async () => {
      await answer.until();
      return { status: 200, body: { detail: passwordResetMessages.changed } };
    };
    renderPage();
    await choose('a brand new password');
    expect(await screen.findByRole('button', { name: 'Changing password...' })).toBeDisabled();
    await answer.release();
    expect(await screen.findByText('Your password has been changed. You can now log in.')).toBeInTheDocument();
    expect(await screen.findByText('landed on /login')).toBeInTheDocument();
    expect(api.server.requests.map((r) => r.path)).toEqual([CONFIRM_PATH]);
    expect(JSON.parse(api.server.requests[0]!.body)).toEqual({
      token: 'abc_DEF-123',
      password: 'a brand new password',
    });
  });

  it('ends a session this tab still held: the reset ended it on the server', async () => {
    setTokens({ access: 'old-access', refresh: 'old-refresh' });
    useSession.setState({ isAuthenticated: true });
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    handler = (request) =>
      request.path === CONFIRM_PATH
        ? { status: 200, body: { detail: passwordResetMessages.changed } }
        : { status: 401, body: { detail: 'Token is blacklisted', code: 'token_not_valid' } };
    renderPage();
    await choose('a brand new password');
    expect(await screen.findByText('landed on /login')).toBeInTheDocument();
    // The reset itself went without the old bearer token; the logout told the server too.
    expect(api.server.requests[0]!.headers.authorization).toBeUndefined();
    expect(api.server.requests.map((r) => r.path)).toContain('/django/api/accounts/users/logout/');
    expect(useSession.getState().isAuthenticated).toBe(false);
    expect(getTokens()).toEqual({ access: null, refresh: null });
    warn.mockRestore();
  });

  it('checks the password with register’s rule and words before sending anything', async () => {
    handler = () => ({ status: 500, body: {} });
    renderPage();
    await choose('short');
    expect(await screen.findByText(passwordMessages.tooShort)).toBeInTheDocument();
    expect(passwordInput()).toHaveAccessibleDescription(passwordMessages.tooShort);
    expect(api.server.requests).toHaveLength(0);
  });

  it('shows the server’s words for a used or expired link, with a way to ask for a new one', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    handler = () => ({ status: 400, body: { token: [passwordResetMessages.linkNotValid] } });
    renderPage();
    await choose('a brand new password');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This reset link has expired or was already used. Ask for a new one.');
    expect(alert).not.toHaveTextContent('token:');
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/forgot-password');
    expect(passwordInput()).toHaveAccessibleDescription(passwordMessages.rule);
    log.mockRestore();
  });

  it('shows the server’s reason about the password under the field', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    handler = () => ({ status: 400, body: { password: [passwordMessages.tooShort] } });
    renderPage();
    await choose('long enough but refused');
    expect(await screen.findByText(passwordMessages.tooShort)).toBeInTheDocument();
    expect(passwordInput()).toHaveAccessibleDescription(passwordMessages.tooShort);
    expect(screen.getAllByRole('alert')).toHaveLength(1); // the field's own, no banner
    log.mockRestore();
  });

  it('says a link without its token is incomplete, and offers a new one', () => {
    renderPage('');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This link is incomplete. Open the link from the email again, or ask for a new one.',
    );
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });
});
