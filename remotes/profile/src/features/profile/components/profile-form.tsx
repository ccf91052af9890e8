import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from '@app/shared/router';
import styled from 'styled-components';
import { showFieldErrors } from '@app/shared/api';
import { updateProfile } from '../api/update-profile';
import type { User } from '@app/shared/contract';
import { queries, queryClient, queryKeys, useServerMutation, useServerQuery } from '@app/shared/query';
import { useSession } from '@app/shared/stores';
import { Button, Card, NewPasswordField, PasswordField, Spinner, TextField, up, toast } from '@app/shared/ui';
import { profileFormSchema, type ProfileValues } from '../utils/validate-profile';

const Page = styled(Card)`
  max-width: 720px;
  margin: 0 auto;
  h1 {
    margin: 0 0 24px;
  }
  form {
    display: grid;
    gap: 16px;
    ${up('sm')} {
      grid-template-columns: 1fr 1fr;
    }
  }
  .wide {
    grid-column: 1 / -1;
  }
  .actions {
    grid-column: 1 / -1;
    display: flex;
    justify-content: space-between;
    gap: 8px;
  }
`;

const PROFILE_SAVED = 'Profile updated successfully.';
const PROFILE_SAVE_FAILED = 'Failed to update profile.';
const PROFILE_LOAD_FAILED = 'Failed to load profile info.';

const resolver = zodResolver(profileFormSchema);
const SERVER_FIELDS = ['first_name', 'last_name', 'password', 'current_password'] as const;
const noPasswords = { password: '', confirm: '', current_password: '' };

/**
 * product §2/§5 "Your Profile": names, read-only email, new password twice; Save ("Saving...").
 * A new password also needs the current one (the server refuses it otherwise), so that field
 * appears as soon as a new password is typed.
 */
export function ProfileForm() {
  const { data: me, isPending: loading } = useServerQuery({
    ...queries.me(),
    meta: {
      onLoadFailed: (error: unknown) => {
        console.error('Could not load the profile', error);
        toast.error(PROFILE_LOAD_FAILED);
      },
    },
  });
  return (
    <Page>
      <h1>Your Profile</h1>
      {loading ? <Spinner label="Loading profile" /> : <ProfileFields me={me} />}
    </Page>
  );
}

/** The form itself, filled once from the user as loaded (empty names when the load failed). */
function ProfileFields({ me }: { me: User | undefined }) {
  const navigate = useNavigate();
  const setUser = useSession((s) => s.setUser);
  const { register, handleSubmit, watch, reset, setError, clearErrors, formState } = useForm<ProfileValues>({
    resolver,
    defaultValues: { first_name: me?.first_name ?? '', last_name: me?.last_name ?? '', ...noPasswords },
    // An error stays until its field is edited (below), as product.md's forms behave, not re-checked per key.
    reValidateMode: 'onSubmit',
  });
  const errors = formState.errors;
  const save = useServerMutation({ mutationFn: updateProfile });

  const submit = handleSubmit(async (values) => {
    try {
      const user = await save.mutateAsync({
        first_name: values.first_name.trim(),
        last_name: values.last_name.trim(),
        password: values.password,
        ...(values.password ? { current_password: values.current_password } : {}),
      });
      setUser(user);
      queryClient.setQueryData(queryKeys.me(), user);
      reset({ first_name: user.first_name, last_name: user.last_name, ...noPasswords });
      toast.success(PROFILE_SAVED);
    } catch (error) {
      console.error('Could not update the profile', error);
      // The server's reasons ("Your current password is incorrect.", a too-short password) go next to their fields.
      showFieldErrors(error, SERVER_FIELDS, (field, message) => setError(field, { message }));
      toast.error(PROFILE_SAVE_FAILED);
    }
  });

  // The mismatch error clears as soon as either password field is edited; a name error when that name is.
  const passwordEdited = { onChange: () => clearErrors(['password', 'confirm', 'current_password']) };
  const saving = save.isPending;

  return (
    <form onSubmit={(event) => void submit(event)} aria-label="Profile" noValidate>
      <TextField
        label="First Name"
        error={errors.first_name?.message}
        {...register('first_name', { onChange: () => clearErrors('first_name') })}
      />
      <TextField
        label="Last Name"
        error={errors.last_name?.message}
        {...register('last_name', { onChange: () => clearErrors('last_name') })}
      />
      <div className="wide">
        <TextField label="Email" type="email" value={me?.email ?? ''} readOnly />
      </div>
      <NewPasswordField
        label="New Password"
        helperText="Leave empty to keep your current password."
        error={errors.password?.message}
        {...register('password', passwordEdited)}
      />
      <PasswordField
        label="Confirm Password"
        autoComplete="new-password"
        error={errors.confirm?.message}
        {...register('confirm', passwordEdited)}
      />
      {watch('password') && (
        <div className="wide">
          <PasswordField
            label="Current Password"
            autoComplete="current-password"
            error={errors.current_password?.message}
            {...register('current_password', { onChange: () => clearErrors('current_password') })}
          />
        </div>
      )}
      <div className="actions">
        <Button $variant="secondary" onClick={() => navigate('/dashboard')}>
          Back to Dashboard
        </Button>
        <Button type="submit" disabled={saving}>
          {saving ? 'Saving...' : 'Save'}
        </Button>
      </div>
    </form>
  );
}
