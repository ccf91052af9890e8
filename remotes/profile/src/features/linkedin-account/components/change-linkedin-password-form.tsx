import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { updateLinkedinCredentials } from '@app/shared/api';
import { queryClient, queryKeys, useServerMutation } from '@app/shared/query';
import { Button, PasswordField, toast } from '@app/shared/ui';
import { linkedinPasswordFormSchema, type LinkedinPasswordValues } from '../utils/linkedin-password-form';

const PASSWORD_SAVED = 'LinkedIn password updated.';
const PASSWORD_SAVE_FAILED = 'Could not update the LinkedIn password. Please try again.';

const resolver = zodResolver(linkedinPasswordFormSchema);

/** product §2.8: a new password for the saved LinkedIn email; the next Start signs in with it. */
export function ChangeLinkedinPasswordForm({ credentialsId }: { credentialsId: number }) {
  const { register, handleSubmit, reset, clearErrors, formState } = useForm<LinkedinPasswordValues>({
    resolver,
    defaultValues: { password: '' },
    reValidateMode: 'onSubmit',
  });
  const save = useServerMutation({
    mutationFn: (password: string) => updateLinkedinCredentials(credentialsId, { password }),
    onSuccess: (saved) => queryClient.setQueryData(queryKeys.linkedinCredentials(), saved),
  });

  const submit = handleSubmit(async ({ password }) => {
    try {
      await save.mutateAsync(password);
      reset({ password: '' });
      toast.success(PASSWORD_SAVED);
    } catch (error) {
      console.error('Could not update the LinkedIn password', error);
      toast.error(PASSWORD_SAVE_FAILED);
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} aria-label="Change LinkedIn password" noValidate>
      <PasswordField
        label="New LinkedIn Password"
        autoComplete="new-password"
        error={formState.errors.password?.message}
        {...register('password', { onChange: () => clearErrors('password') })}
      />
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? 'Saving...' : 'Change Password'}
      </Button>
    </form>
  );
}
