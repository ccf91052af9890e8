import { useState } from 'react';
import { Link, useLocation, useNavigate } from '@app/shared/router';
import type { PasswordResetConfirm } from '@app/shared/contract';
import { useSession } from '@app/shared/stores';
import { Button, ErrorBanner, NewPasswordField, toast } from '@app/shared/ui';
import { AuthCard } from '@/components/auth-card';
import { contractResolver } from '@/components/contract-resolver';
import { useAuthForm } from '@/components/use-auth-form';
import { confirmPasswordReset } from '../api/password-reset';

const LINK_INCOMPLETE = 'This link is incomplete. Open the link from the email again, or ask for a new one.';
const FIELDS = ['password', 'token'] as const;

const resolver = contractResolver<PasswordResetConfirm>((contract) => contract.passwordResetConfirmSchema);

const AskForNewLink = () => <Link to="/forgot-password">Ask for a new link</Link>;

/**
 * product §2.12 Choose a new password, from the mailed link (`/reset-password#token=…`): the new
 * password under register's rule. Success ends every session of the account, this tab's included,
 * so the user signs in again on /login. A used, expired or unknown link shows the server's words
 * and a way to ask for a new one.
 */
export function ResetPasswordForm() {
  const navigate = useNavigate();
  // In the fragment (`#token=…`), which the browser never sends to a server (product §11).
  const token = new URLSearchParams(useLocation().hash.slice(1)).get('token') ?? '';
  const [linkError, setLinkError] = useState<string>();
  const {
    form,
    formError: error,
    submitWith,
  } = useAuthForm<PasswordResetConfirm, (typeof FIELDS)[number]>({
    resolver,
    // The token rides along with the typed password; it has no field of its own.
    defaultValues: { token, password: '' },
    fields: FIELDS,
    action: 'Password reset',
    // A reason about the link goes above the form, with a way to ask for a new one.
    showFieldError: (field, message) => (field === 'token' ? setLinkError(message) : form.setError(field, { message })),
  });
  const { register, formState } = form;
  const { errors, isSubmitting } = formState;

  const submit = submitWith(async (values) => {
    setLinkError(undefined);
    const { detail } = await confirmPasswordReset(values);
    // The server ended every session of the account; a session kept in this tab goes too.
    if (useSession.getState().isAuthenticated) await useSession.getState().logout();
    toast.success(detail);
    navigate('/login', { replace: true });
  });

  return (
    <AuthCard>
      <h1>Choose a new password</h1>
      <p className="subtitle">This signs your account out on every device.</p>
      {token === '' ? (
        <ErrorBanner>
          {LINK_INCOMPLETE} <AskForNewLink />
        </ErrorBanner>
      ) : (
        <form onSubmit={(event) => void submit(event)} aria-label="Choose a new password" noValidate>
          {linkError && (
            <ErrorBanner>
              {linkError} <AskForNewLink />
            </ErrorBanner>
          )}
          {error && <ErrorBanner>{error}</ErrorBanner>}
          <NewPasswordField label="New password" required error={errors.password?.message} {...register('password')} />
          <Button type="submit" $fullWidth disabled={isSubmitting}>
            {isSubmitting ? 'Changing password...' : 'Change password'}
          </Button>
        </form>
      )}
      <p className="switch">
        <Link to="/login">Back to sign in</Link>
      </p>
    </AuthCard>
  );
}
