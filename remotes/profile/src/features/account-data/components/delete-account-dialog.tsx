import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { showFieldErrors } from '@app/shared/api';
import { deleteAccountRequestSchema } from '@app/shared/contract';
import { queryClient, useServerMutation } from '@app/shared/query';
import { useNavigate } from '@app/shared/router';
import { useSession } from '@app/shared/stores';
import { Button, Dialog, PasswordField, toast } from '@app/shared/ui';
import { deleteAccount } from '../api/delete-account';

const DELETED = 'Your account has been deleted.';
const FORM_ID = 'delete-account-form';

// The contract's request, with the password required before the call (the server says the same).
const formSchema = deleteAccountRequestSchema.extend({
  current_password: z.string().min(1, { error: 'Enter your current password.' }).max(128),
});
type Values = z.infer<typeof formSchema>;
const resolver = zodResolver(formSchema);

/** What goes with the account (product §7), named before the user confirms. */
const WHAT_GOES = [
  'your profile and your credits',
  'your resumes',
  'your job searches and all their applications, with the answers given',
  'your Additional Information and custom answers',
  'your LinkedIn account and its saved session',
  'your job tracker and the questions waiting for your answers',
];

/**
 * product §2.8 "Delete account": confirmed with the current password; running searches stop, every
 * session ends, and the browser signs out to /login.
 */
export function DeleteAccountDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const navigate = useNavigate();
  const logout = useSession((s) => s.logout);
  const { register, handleSubmit, setError, reset, formState } = useForm<Values>({
    resolver,
    defaultValues: { current_password: '' },
  });
  const remove = useServerMutation({ mutationFn: deleteAccount });

  const close = () => {
    reset();
    onClose();
  };
  const submit = handleSubmit(async ({ current_password }) => {
    try {
      await remove.mutateAsync(current_password);
    } catch (error) {
      console.error('Could not delete the account', error);
      // A wrong password goes under its field; anything else (held after many tries) to a toast.
      const rest = showFieldErrors(error, ['current_password'], (field, message) => setError(field, { message }));
      if (rest) toast.error(rest);
      return;
    }
    // The server already ended every session; this clears what the browser holds.
    await logout();
    queryClient.clear();
    toast.success(DELETED);
    navigate('/login', { replace: true });
  });

  return (
    <Dialog
      open={open}
      title="Delete your account?"
      onClose={close}
      actions={
        <>
          <Button $variant="text" onClick={close}>
            Cancel
          </Button>
          <Button $variant="danger" type="submit" form={FORM_ID} disabled={remove.isPending}>
            {remove.isPending ? 'Deleting...' : 'Delete my account'}
          </Button>
        </>
      }
    >
      <p>This permanently deletes:</p>
      <ul>
        {WHAT_GOES.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <p>Running job searches are stopped. Feedback you sent stays, without your name. This cannot be undone.</p>
      <form id={FORM_ID} onSubmit={(event) => void submit(event)} aria-label="Confirm account deletion" noValidate>
        <PasswordField
          label="Current Password"
          autoComplete="current-password"
          error={formState.errors.current_password?.message}
          {...register('current_password')}
        />
      </form>
    </Dialog>
  );
}
