import { Link, useLocation, useNavigate } from '@app/shared/router';
import styled from 'styled-components';
import { useSession } from '@app/shared/stores';
import { Button, Checkbox, ErrorBanner, PasswordField, redirectTarget, TextField, toast } from '@app/shared/ui';
import { AuthCard } from '@/components/auth-card';
import { contractResolver } from '@/components/contract-resolver';
import { useAuthForm } from '@/components/use-auth-form';

const Row = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  flex-wrap: wrap;
  gap: 8px;
`;

const LOGIN_SUCCESS = 'Login successful!';

interface LoginValues {
  email: string;
  password: string;
  /** product §2.1: shown, with no behaviour; never sent. */
  remember: boolean;
}
const FIELDS = ['email', 'password'] as const;

const resolver = contractResolver<LoginValues>((contract) => contract.loginRequestSchema);

/** product §2 Login: email, password (show/hide), Remember me, Forgot password?, "Logging in..." while busy. */
export function LoginForm() {
  const login = useSession((s) => s.login);
  const navigate = useNavigate();
  const location = useLocation();
  // A reason about a field goes next to it; the rest ("No active account…") above the form.
  const {
    form,
    formError: error,
    submitWith,
  } = useAuthForm<LoginValues, (typeof FIELDS)[number]>({
    resolver,
    defaultValues: { email: '', password: '', remember: false },
    fields: FIELDS,
    action: 'Login',
  });
  const { register, formState } = form;
  const { errors, isSubmitting } = formState;

  const submit = submitWith(async ({ email, password }) => {
    await login(email, password);
    toast.success(LOGIN_SUCCESS);
    navigate(redirectTarget(location.state), { replace: true });
  });

  return (
    <AuthCard>
      <h1>Welcome back</h1>
      <p className="subtitle">Sign in to your account</p>
      <form onSubmit={(event) => void submit(event)} aria-label="Sign in" noValidate>
        {error && <ErrorBanner>{error}</ErrorBanner>}
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          required
          error={errors.email?.message}
          {...register('email')}
        />
        <PasswordField
          label="Password"
          autoComplete="current-password"
          required
          error={errors.password?.message}
          {...register('password')}
        />
        <Row>
          <Checkbox label="Remember me" {...register('remember')} />
          <Link to="/forgot-password">Forgot password?</Link>
        </Row>
        <Button type="submit" $fullWidth disabled={isSubmitting}>
          {isSubmitting ? 'Logging in...' : 'Sign in'}
        </Button>
      </form>
      <p className="switch">
        Don&apos;t have an account? <Link to="/register">Sign up</Link>
      </p>
    </AuthCard>
  );
}
