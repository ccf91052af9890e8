import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from '@app/shared/router';
import { requestPasswordReset, showFieldErrors } from '@app/shared/api';
import type { PasswordResetRequest } from '@app/shared/contract';
import { Button, ErrorBanner, TextField } from '@app/shared/ui';
import { AuthCard } from '@/components/auth-card';
import { contractResolver } from '@/components/contract-resolver';

const FIELDS = ['email'] as const;

const resolver = contractResolver<PasswordResetRequest>((contract) => contract.passwordResetRequestSchema);

/**
 * product §2.11 Forgot password: the email, then always the server's one answer ("If an account
 * exists, we sent a link"), so the page never tells whether an account exists.
 */
export function ForgotPasswordForm() {
  const [error, setFormError] = useState<string>();
  const [sent, setSent] = useState<string>();
  const { register, handleSubmit, setError, formState } = useForm<PasswordResetRequest>({
    resolver,
    defaultValues: { email: '' },
  });
  const { errors, isSubmitting } = formState;

  const submit = handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      setSent((await requestPasswordReset(values)).detail);
    } catch (failure) {
      console.error('Password reset request failed', failure);
      setFormError(showFieldErrors(failure, FIELDS, (field, message) => setError(field, { message })));
    }
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
