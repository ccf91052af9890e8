import { ForgotPasswordForm } from '@/features/password-reset/components/forgot-password-form';

export function ForgotPasswordRoute() {
  return <ForgotPasswordForm />;
}
