import type { ReactNode } from 'react';
import { Navigate, useLocation } from '@app/shared/router';
import { useSession } from '@app/shared/stores';
import type { FromState } from '@app/shared/ui';

/** Signed-in routes: a visitor without a session goes to /login, carrying where they were going. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const isAuthenticated = useSession((s) => s.isAuthenticated);
  const location = useLocation();
  if (!isAuthenticated) {
    const state: FromState = { from: { pathname: location.pathname, search: location.search, hash: location.hash } };
    return <Navigate to="/login" replace state={state} />;
  }
  return children;
}
