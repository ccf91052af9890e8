import { useState } from 'react';
import { Link } from '@app/shared/router';
import type { PasswordResetRequest } from '@app/shared/contract';
import { Button, ErrorBanner, TextField } from '@app/shared/ui';
import { AuthCard } from '@/components/auth-card';
import { contractResolver } from '@/components/contract-resolver';
import { useAuthForm } from '@/components/use-auth-form';
import { requestPasswordReset } from '../api/password-reset';

const FIELDS = ['email'] as const;

const resolver = contractResolver<PasswordResetRequest>((contract) => contract.passwordResetRequestSchema);

/**
 * product §2.11 Forgot password: the email, then always the server's one answer ("If an account
 * exists, we sent a link"), so the page never tells whether an account exists.
 */
export function ForgotPasswordForm() {
  const [sent, setSent] = useState<string>();
  const {
    form,
    formError: error,
    submitWith,
  } = useAuthForm<PasswordResetRequest, (typeof FIELDS)[number]>({
    resolver,
    defaultValues: { email: '' },
    fields: FIELDS,
    action: 'Password reset request',
  });
  const { register, formState } = form;
  const { errors, isSubmitting } = formState;

  const submit = submitWith(async (values) => {
    setSent((await requestPasswordReset(values)).detail);
  });

  return (
    <AuthCard>
      <h1>Reset your password</h1>
      <p className="subtitle">Enter the email of your account and we will send you a link to choose a new one.</p>
      {sent ? (
        <p role="status">{sent}</p>
      ) : (
        <form onSubmit={(event) => void submit(event)} aria-label="Reset your password" noValidate>
          {error && <ErrorBanner>{error}</ErrorBanner>}
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            required
            error={errors.email?.message}
            {...register('email')}
          />
          <Button type="submit" $fullWidth disabled={isSubmitting}>
            {isSubmitting ? 'Sending...' : 'Send reset link'}
          </Button>
        </form>
      )}
      <p className="switch">
        Remembered it? <Link to="/login">Sign in</Link>
      </p>
    </AuthCard>
  );
}
