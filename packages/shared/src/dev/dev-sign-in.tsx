import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { showFieldErrors } from '@app/shared/api';
import { loginRequestSchema, type LoginRequest } from '@app/shared/contract';
import { useSession } from '@app/shared/stores';
import { Button, ErrorBanner, PasswordField, TextField } from '@app/shared/ui';

const FIELDS = ['email', 'password'] as const;

/**
 * The standalone frame's own sign-in, against the real API through the dev server's proxy: a
 * remote other than auth can be used alone. The dev session shares it with the other dev servers.
 */
export function DevSignIn() {
  const login = useSession((s) => s.login);
  const [error, setFormError] = useState<string>();
  const { register, handleSubmit, setError, formState } = useForm<LoginRequest>({
    resolver: zodResolver(loginRequestSchema),
    defaultValues: { email: '', password: '' },
  });
  const { errors, isSubmitting } = formState;

  const submit = handleSubmit(async ({ email, password }) => {
    setFormError(undefined);
    try {
      await login(email, password);
    } catch (failure) {
      console.error('Dev sign-in failed', failure);
      setFormError(showFieldErrors(failure, FIELDS, (field, message) => setError(field, { message })));
    }
  });

  return (
    <form
      onSubmit={(event) => void submit(event)}
      aria-label="Dev sign-in"
      noValidate
      style={{ display: 'flex', gap: 8, alignItems: 'flex-end', flexWrap: 'wrap' }}
    >
      {error && <ErrorBanner>{error}</ErrorBanner>}
      <TextField label="Email" type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
      <PasswordField
        label="Password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? 'Signing in...' : 'Sign in'}
      </Button>
    </form>
  );
}
