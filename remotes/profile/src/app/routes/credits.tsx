import { CreditsPage } from '@/features/credits/components/credits-page';

export function CreditsRoute() {
  return <CreditsPage />;
}
