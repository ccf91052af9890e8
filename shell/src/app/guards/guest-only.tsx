import type { ReactNode } from 'react';
import { Navigate, useLocation } from '@app/shared/router';
import { useSession } from '@app/shared/stores';
import { redirectTarget } from '@app/shared/ui';

/** /login and /register: a signed-in user goes back where they came from, else to /dashboard. */
export function GuestOnly({ children }: { children: ReactNode }) {
  const isAuthenticated = useSession((s) => s.isAuthenticated);
  const location = useLocation();
  if (isAuthenticated) return <Navigate to={redirectTarget(location.state)} replace />;
  return children;
}
