import { LoginForm } from '@/features/login/components/login-form';

export function LoginRoute() {
  return <LoginForm />;
}
