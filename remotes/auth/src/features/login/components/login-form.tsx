import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from '@app/shared/router';
import styled from 'styled-components';
import { normalizeApiError } from '@app/shared/api';
import { useSession } from '@app/shared/stores';
import { Button, Checkbox, ErrorBanner, PasswordField, redirectTarget, TextField, toast } from '@app/shared/ui';
import { AuthCard } from '../../../components/auth-card';

const Row = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  flex-wrap: wrap;
  gap: 8px;
`;

const LOGIN_SUCCESS = 'Login successful!';

/** product §2 Login: email, password (show/hide), Remember me, Forgot password?, "Logging in..." while busy. */
export function LoginForm() {
  const login = useSession((s) => s.login);
  const navigate = useNavigate();
  const location = useLocation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    try {
      await login(email, password);
      toast.success(LOGIN_SUCCESS);
      navigate(redirectTarget(location.state), { replace: true });
    } catch (failure) {
      console.error('Login failed', failure);
      setError(normalizeApiError(failure).message);
      setBusy(false);
    }
  };

  return (
    <AuthCard>
      <h1>Welcome back</h1>
      <p className="subtitle">Sign in to your account</p>
      <form onSubmit={(event) => void onSubmit(event)} aria-label="Sign in">
        {error && <ErrorBanner>{error}</ErrorBanner>}
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <PasswordField
          label="Password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <Row>
          <Checkbox label="Remember me" checked={remember} onChange={(e) => setRemember(e.target.checked)} />
          {/* product §2: a link that goes nowhere (no reset flow exists). */}
          {/* eslint-disable-next-line jsx-a11y/anchor-is-valid -- the spec asks for a link, and it has nowhere to go yet */}
          <a href="#" onClick={(e) => e.preventDefault()}>
            Forgot password?
          </a>
        </Row>
        <Button type="submit" $fullWidth disabled={busy}>
          {busy ? 'Logging in...' : 'Sign in'}
        </Button>
      </form>
      <p className="switch">
        Don&apos;t have an account? <Link to="/register">Sign up</Link>
      </p>
    </AuthCard>
  );
}
