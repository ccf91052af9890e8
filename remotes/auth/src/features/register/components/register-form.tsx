import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from '@app/shared/router';
import styled from 'styled-components';
import { normalizeApiError, register } from '@app/shared/api';
import { Button, ErrorBanner, PasswordField, TextField, up, toast } from '@app/shared/ui';
import { AuthCard } from '../../../components/auth-card';

const Names = styled.div`
  display: grid;
  gap: 16px;
  ${up('sm')} {
    grid-template-columns: 1fr 1fr;
  }
`;

const REGISTER_SUCCESS = 'Registration successful! You can now log in.';

/** product §2 Registration: names, email, password (show/hide); "Creating account..." while busy; then /login. */
export function RegisterForm() {
  const navigate = useNavigate();
  const [form, setForm] = useState({ first_name: '', last_name: '', email: '', password: '' });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const field = (name: keyof typeof form) => ({
    value: form[name],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => setForm((f) => ({ ...f, [name]: e.target.value })),
  });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    try {
      // product §2: after registration the user signs in on /login, so the answer's tokens are not kept.
      await register(form);
      toast.success(REGISTER_SUCCESS);
      navigate('/login');
    } catch (failure) {
      console.error('Registration failed', failure);
      setError(normalizeApiError(failure).message);
      setBusy(false);
    }
  };

  return (
    <AuthCard>
      <h1>Create your account</h1>
      <p className="subtitle">Take control of your job search — let the bot apply while you prepare.</p>
      <form onSubmit={(event) => void onSubmit(event)} aria-label="Create account">
        {error && <ErrorBanner>{error}</ErrorBanner>}
        <Names>
          <TextField label="First name" autoComplete="given-name" required {...field('first_name')} />
          <TextField label="Last name" autoComplete="family-name" required {...field('last_name')} />
        </Names>
        <TextField label="Email" type="email" autoComplete="email" required {...field('email')} />
        <PasswordField label="Password" autoComplete="new-password" required {...field('password')} />
        <Button type="submit" $fullWidth disabled={busy}>
          {busy ? 'Creating account...' : 'Create account'}
        </Button>
      </form>
      <p className="switch">
        Already have an account? <Link to="/login">Sign in</Link>
      </p>
    </AuthCard>
  );
}
