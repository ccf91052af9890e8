import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { updateLinkedinCredentials } from '@app/shared/api';
import { createLinkedinCredentials } from '../api/create-linkedin-credentials';
import { createLinkedinCredentialsRequestSchema, type LinkedinCredentials } from '@app/shared/contract';
import { queries, queryKeys, useSaveOneRecord, useServerQuery } from '@app/shared/query';
import { Button, Dialog, PasswordField, Spinner, TextField, toast } from '@app/shared/ui';
import { LoadFailed } from '@/components/load-failed';

const CREDENTIALS_SAVED = 'LinkedIn credentials saved successfully';
const CREDENTIALS_UPDATED = 'LinkedIn credentials updated successfully';
const CREDENTIALS_LOAD_FAILED = 'Could not load your LinkedIn credentials.';
const CREDENTIALS_SAVE_FAILED = 'Failed to save LinkedIn credentials. Please try again.';
const EMAIL_INVALID = 'Enter a valid email address.';

export interface LinkedinCredentialsDialogProps {
  open: boolean;
  onClose(): void;
  onSaved?(credentials: LinkedinCredentials): void;
}

/** The server's rules for the two fields; an empty password is allowed here: it keeps the saved one. */
const credentialsFormSchema = z.object({
  username: createLinkedinCredentialsRequestSchema.shape.username,
  password: createLinkedinCredentialsRequestSchema.shape.password.or(z.literal('')),
});
type CredentialsForm = z.input<typeof credentialsFormSchema>;
const resolver = zodResolver(credentialsFormSchema, {
  error: (issue) => (issue.path?.[0] === 'username' ? EMAIL_INVALID : undefined),
});

/** product §5: Save is disabled while saving, with an empty email, or with no password and none saved. */
function canSaveCredentials(state: { saving: boolean; email: string; password: string; hasSaved: boolean }) {
  return !state.saving && state.email.trim() !== '' && (state.password !== '' || state.hasSaved);
}

/**
 * The LinkedIn email and password the bot signs in with (full screen on small screens). The
 * password is write-only: never shown back; when credentials exist an empty password keeps the
 * saved one. The password field is cleared after every save attempt, successful or not.
 */
export function LinkedinCredentialsDialog(props: LinkedinCredentialsDialogProps) {
  // Mounted only while open: each opening starts from the saved credentials.
  return props.open ? <OpenCredentialsDialog {...props} /> : null;
}

function OpenCredentialsDialog({ onClose, onSaved }: LinkedinCredentialsDialogProps) {
  const formId = useId();
  // product §8.2: a failed read is not "none saved" here; it shows Retry in place of the form, so
  // the dialog never offers to save new credentials over the saved ones it could not read.
  const query = useServerQuery({
    ...queries.linkedinCredentialsToEdit(),
    meta: { onLoadFailed: (error: unknown) => console.error('Could not load LinkedIn credentials', error) },
  });
  const loaded = query.isSuccess;
  const loadFailed = query.isError && !query.isFetching;
  const saved = query.data ?? null;
  const save = useSaveOneRecord({
    queryKey: queryKeys.linkedinCredentials(),
    create: createLinkedinCredentials,
    update: updateLinkedinCredentials,
  });
  const { register, handleSubmit, watch, setValue, formState } = useForm<CredentialsForm>({
    resolver,
    // The saved email fills the form once loaded; what the user typed is kept.
    values: { username: saved?.username ?? '', password: '' },
    resetOptions: { keepDirtyValues: true },
  });
  const ready = canSaveCredentials({
    saving: save.isPending,
    email: watch('username'),
    password: watch('password'),
    hasSaved: saved !== null,
  });

  const submit = handleSubmit(async (body) => {
    if (!ready) return;
    const updating = saved !== null;
    try {
      const result = await save.mutateAsync(body);
      toast.success(updating ? CREDENTIALS_UPDATED : CREDENTIALS_SAVED);
      onSaved?.(result);
      onClose();
    } catch (error) {
      // The record is read again (see useSaveOneRecord): one made elsewhere is updated next time.
      console.error('Could not save LinkedIn credentials', error);
      toast.error(CREDENTIALS_SAVE_FAILED);
    } finally {
      setValue('password', '');
    }
  });

  return (
    <Dialog
      open
      onClose={onClose}
      title="LinkedIn Credentials"
      fullScreenOnMobile
      actions={
        <>
          <Button $variant="text" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId} disabled={!loaded || !ready}>
            {save.isPending ? 'Saving...' : 'Save'}
          </Button>
        </>
      }
    >
      <p style={{ marginTop: 0 }}>
        The bot signs in to LinkedIn with these to apply for you. Turn off two-step verification (MFA) for it to work.
      </p>
      {loadFailed ? (
        <LoadFailed message={CREDENTIALS_LOAD_FAILED} onRetry={() => void query.refetch()} />
      ) : !loaded ? (
        <Spinner label="Loading LinkedIn credentials" />
      ) : (
        <form
          id={formId}
          aria-label="LinkedIn credentials"
          noValidate
          style={{ display: 'grid', gap: 16 }}
          onSubmit={(event) => void submit(event)}
        >
          <TextField
            label="LinkedIn Email"
            type="email"
            autoComplete="username"
            required
            error={formState.errors.username?.message}
            {...register('username')}
          />
          <PasswordField
            label="LinkedIn Password"
            autoComplete="current-password"
            required={!saved}
            helperText={saved ? 'Leave empty to keep your saved password.' : undefined}
            {...register('password')}
          />
        </form>
      )}
    </Dialog>
  );
}
