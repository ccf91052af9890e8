import { Link, useNavigate } from '@app/shared/router';
import styled from 'styled-components';
import { register as registerAccount } from '@app/shared/api';
import type { RegisterRequest } from '@app/shared/contract';
import { Button, ErrorBanner, NewPasswordField, TextField, up, toast } from '@app/shared/ui';
import { AuthCard } from '@/components/auth-card';
import { contractResolver } from '@/components/contract-resolver';
import { useAuthForm } from '@/components/use-auth-form';

const Names = styled.div`
  display: grid;
  gap: 16px;
  ${up('sm')} {
    grid-template-columns: 1fr 1fr;
  }
`;

const REGISTER_SUCCESS = 'Registration successful! You can now log in.';
const FIELDS = ['first_name', 'last_name', 'email', 'password'] as const;

const resolver = contractResolver<RegisterRequest>((contract) => contract.registerRequestSchema);

/**
 * product §2 Registration: names, email, password (show/hide, its rule shown up front);
 * "Creating account..." while busy; then /login. The server's reasons go next to their fields.
 */
export function RegisterForm() {
  const navigate = useNavigate();
  const {
    form,
    formError: error,
    submitWith,
  } = useAuthForm<RegisterRequest, (typeof FIELDS)[number]>({
    resolver,
    defaultValues: { first_name: '', last_name: '', email: '', password: '' },
    fields: FIELDS,
    action: 'Registration',
  });
  const { register, formState } = form;
  const { errors, isSubmitting } = formState;

  const submit = submitWith(async (values) => {
    // product §2: after registration the user signs in on /login, so the answer's tokens are not kept.
    await registerAccount(values);
    toast.success(REGISTER_SUCCESS);
    navigate('/login');
  });

  return (
    <AuthCard>
      <h1>Create your account</h1>
      <p className="subtitle">Take control of your job search — let the bot apply while you prepare.</p>
      <form onSubmit={(event) => void submit(event)} aria-label="Create account" noValidate>
        {error && <ErrorBanner>{error}</ErrorBanner>}
        <Names>
          <TextField
            label="First name"
            autoComplete="given-name"
            required
            error={errors.first_name?.message}
            {...register('first_name')}
          />
          <TextField
            label="Last name"
            autoComplete="family-name"
            required
            error={errors.last_name?.message}
            {...register('last_name')}
          />
        </Names>
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          required
          error={errors.email?.message}
          {...register('email')}
        />
        <NewPasswordField label="Password" required error={errors.password?.message} {...register('password')} />
        <Button type="submit" $fullWidth disabled={isSubmitting}>
          {isSubmitting ? 'Creating account...' : 'Create account'}
        </Button>
      </form>
      <p className="switch">
        Already have an account? <Link to="/login">Sign in</Link>
      </p>
    </AuthCard>
  );
}
