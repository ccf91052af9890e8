import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from '@app/shared/router';
import styled from 'styled-components';
import { ApiClientError, getMe, updateProfile } from '@app/shared/api';
import { useSession } from '@app/shared/stores';
import { Button, Card, PasswordField, Spinner, TextField, up, toast } from '@app/shared/ui';
import { validateProfile, type ProfileErrors, type ProfileValues } from '../utils/validate-profile';

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

/**
 * product §2/§5 "Your Profile": names, read-only email, new password twice; Save ("Saving...").
 * A new password also needs the current one (the server refuses it otherwise), so that field
 * appears as soon as a new password is typed.
 */
export function ProfileForm() {
  const navigate = useNavigate();
  const setUser = useSession((s) => s.setUser);
  const [values, setValues] = useState<ProfileValues>({
    first_name: '',
    last_name: '',
    password: '',
    confirm: '',
    current_password: '',
  });
  const [email, setEmail] = useState('');
  const [loading, setLoading] = useState(true);
  const [saving, setSaving] = useState(false);
  const [errors, setErrors] = useState<ProfileErrors>({});

  useEffect(() => {
    let active = true;
    getMe()
      .then((user) => {
        if (!active) return;
        setValues((v) => ({ ...v, first_name: user.first_name, last_name: user.last_name }));
        setEmail(user.email);
      })
      .catch((error: unknown) => {
        console.error('Could not load the profile', error);
        if (active) toast.error(PROFILE_LOAD_FAILED);
      })
      .finally(() => active && setLoading(false));
    return () => {
      active = false;
    };
  }, []);

  const edit = (name: keyof ProfileValues) => (event: React.ChangeEvent<HTMLInputElement>) => {
    setValues((v) => ({ ...v, [name]: event.target.value }));
    // The mismatch error clears as soon as either password field is edited; a name error when that name is.
    setErrors((e) => {
      if (name === 'password' || name === 'confirm') return { ...e, confirm: undefined, current_password: undefined };
      return { ...e, [name]: undefined };
    });
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateProfile(values);
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    setSaving(true);
    try {
      const user = await updateProfile({
        first_name: values.first_name.trim(),
        last_name: values.last_name.trim(),
        password: values.password,
        ...(values.password ? { current_password: values.current_password } : {}),
      });
      setUser(user);
      setValues((v) => ({ ...v, password: '', confirm: '', current_password: '' }));
      toast.success(PROFILE_SAVED);
    } catch (error) {
      console.error('Could not update the profile', error);
      const wrongCurrent = currentPasswordError(error);
      if (wrongCurrent) setErrors((e) => ({ ...e, current_password: wrongCurrent }));
      toast.error(PROFILE_SAVE_FAILED);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Page>
      <h1>Your Profile</h1>
      {loading ? (
        <Spinner label="Loading profile" />
      ) : (
        <form onSubmit={(event) => void onSubmit(event)} aria-label="Profile" noValidate>
          <TextField
            label="First Name"
            value={values.first_name}
            onChange={edit('first_name')}
            error={errors.first_name}
          />
          <TextField label="Last Name" value={values.last_name} onChange={edit('last_name')} error={errors.last_name} />
          <div className="wide">
            <TextField label="Email" type="email" value={email} readOnly />
          </div>
          <PasswordField
            label="New Password"
            autoComplete="new-password"
            value={values.password}
            onChange={edit('password')}
            helperText="Leave empty to keep your current password."
          />
          <PasswordField
            label="Confirm Password"
            autoComplete="new-password"
            value={values.confirm}
            onChange={edit('confirm')}
            error={errors.confirm}
          />
          {values.password && (
            <div className="wide">
              <PasswordField
                label="Current Password"
                autoComplete="current-password"
                value={values.current_password}
                onChange={edit('current_password')}
                error={errors.current_password}
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
      )}
    </Page>
  );
}

/** The server's word on the current password ("Your current password is incorrect."), if that failed. */
function currentPasswordError(error: unknown): string | undefined {
  if (!(error instanceof ApiClientError)) return undefined;
  const messages = error.errors?.current_password;
  return Array.isArray(messages) && typeof messages[0] === 'string' ? messages[0] : undefined;
}
