import { ExcludedCompaniesSection } from '@/features/excluded-companies/components/excluded-companies-section';
import { AccountDataSection } from '@/features/account-data/components/account-data-section';
import { LinkedinAccountSection } from '@/features/linkedin-account/components/linkedin-account-section';
import { NotificationsSection } from '@/features/notifications/components/notifications-section';
import { ProfileForm } from '@/features/profile/components/profile-form';

export function ProfileRoute() {
  return (
    <>
      <ProfileForm />
      <LinkedinAccountSection />
      <NotificationsSection />
      <ExcludedCompaniesSection />
      <AccountDataSection />
    </>
  );
}
