import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { passwordResetMessages } from '@app/shared/contract';
import { holdAnswer, type Handler } from '@app/shared/test-support';
import { renderAuthForm, serveAuthApiForTests } from '@/testing/render-auth-form';
import { ForgotPasswordForm } from '../forgot-password-form';

let handler: Handler;

const api = serveAuthApiForTests((request) => handler(request));

const renderPage = () => renderAuthForm('/forgot-password', <ForgotPasswordForm />);

async function askFor(email: string) {
  await userEvent.type(screen.getByLabelText('Email'), email);
  await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
}

describe('forgot password page', () => {
  it('asks for the email, with a way back to sign in', () => {
    renderPage();
    expect(screen.getByRole('heading', { name: 'Reset your password' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Reset your password' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });

  it('reads "Sending..." while busy, then shows the one answer in place of the form', async () => {
    const answer = holdAnswer();
    handler = async () => {
      await answer.until();
      return { status: 202, body: { detail: passwordResetMessages.requested } };
    };
    renderPage();
    await askFor('ada@example.com');
    expect(await screen.findByRole('button', { name: 'Sending...' })).toBeDisabled();
    await answer.release();
    expect(await screen.findByRole('status')).toHaveTextContent('If an account exists, we sent a link');
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(api.server.requests).toHaveLength(1);
    expect(api.server.requests[0]!.path).toBe('/django/api/accounts/users/password-reset/');
    expect(JSON.parse(api.server.requests[0]!.body)).toEqual({ email: 'ada@example.com' });
  });

  it('checks the email with the server’s rule and words before sending anything', async () => {
    handler = () => ({ status: 500, body: {} });
    renderPage();
    await askFor('ada@');
    expect(await screen.findByText('Enter a valid email address.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Enter a valid email address.');
    expect(api.server.requests).toHaveLength(0);
  });

  it('shows a refusal tied to no field above the form, and keeps the form', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    handler = () => ({ status: 429, body: { detail: 'Request was throttled. Expected available in 60 seconds.' } });
    renderPage();
    await askFor('ada@example.com');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many attempts. Please wait 60 seconds and try again.',
    );
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send reset link' })).toBeEnabled();
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });
});
