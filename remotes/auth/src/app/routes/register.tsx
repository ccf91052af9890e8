import { RegisterForm } from '@/features/register/components/register-form';

export function RegisterRoute() {
  return <RegisterForm />;
}
