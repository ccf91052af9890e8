import { ResetPasswordForm } from '@/features/password-reset/components/reset-password-form';

export function ResetPasswordRoute() {
  return <ResetPasswordForm />;
}
