import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from '@app/shared/router';
import styled from 'styled-components';
import { getMe, updateProfile } from '@app/shared/api';
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

export const PROFILE_SAVED = 'Profile updated successfully.';
export const PROFILE_SAVE_FAILED = 'Failed to update profile.';
export const PROFILE_LOAD_FAILED = 'Failed to load profile info.';

/** SPEC §2/§5 "Your Profile": names, read-only email, new password twice; Save ("Saving..."). */
export function ProfileForm() {
  const navigate = useNavigate();
  const setUser = useSession((s) => s.setUser);
  const [values, setValues] = useState<ProfileValues>({ first_name: '', last_name: '', password: '', confirm: '' });
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
      if (name === 'password' || name === 'confirm') return { ...e, confirm: undefined };
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
      });
      setUser(user);
      setValues((v) => ({ ...v, password: '', confirm: '' }));
      toast.success(PROFILE_SAVED);
    } catch (error) {
      console.error('Could not update the profile', error);
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
