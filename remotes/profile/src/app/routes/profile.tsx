import { ProfileForm } from '../../features/profile/components/profile-form';

export function ProfileRoute() {
  return <ProfileForm />;
}
