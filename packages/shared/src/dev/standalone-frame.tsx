import { lazy, Suspense, useEffect, useMemo } from 'react';
import { setNavigator } from '@app/shared/api';
import { BrowserRouter, Link, Navigate, Route, Routes, useNavigate, type RouteDefinition } from '@app/shared/router';
import styled from 'styled-components';
import { useLive, useSession } from '@app/shared/stores';
import { Container, UiProvider } from '@app/shared/ui';
import { DevSessionStatus } from './dev-session-status';

const Bar = styled.div`
  padding: 8px 0;
  background: #fff7ed;
  border-bottom: 1px dashed ${({ theme }) => theme.colors.warning};
  font-size: 0.875rem;
  nav {
    display: flex;
    flex-wrap: wrap;
    gap: 12px;
    align-items: center;
  }
`;

/** A forced logout moves to /login within the page, as in the shell (no page load). */
function ClientSideNavigation() {
  const navigate = useNavigate();
  useEffect(() => setNavigator((path) => void navigate(path)), [navigate]);
  return null;
}

export interface StandaloneFrameProps {
  name: string;
  routes: readonly RouteDefinition[];
  /** The frame's own sign-in form while signed out (auth has its login page instead). */
  signInForm?: boolean;
}

/**
 * A remote on its own during development: the shared providers and a bare frame (links to its own
 * routes, the dev session) instead of the shell's header, guards and other apps.
 */
export function StandaloneFrame({ name, routes, signInForm = true }: StandaloneFrameProps) {
  const userId = useSession((s) => s.user?.id);
  // Live updates for the signed-in user, as the shell connects them.
  useEffect(() => {
    if (userId !== undefined) void useLive.getState().connect(userId);
  }, [userId]);
  const pages = useMemo(
    () => routes.map((route) => ({ path: route.path, Page: lazy(() => route.page().then((C) => ({ default: C }))) })),
    [routes],
  );
  return (
    <UiProvider>
      <BrowserRouter>
        <ClientSideNavigation />
        <Bar>
          <Container as="nav" aria-label="Standalone">
            <strong>{name} (standalone)</strong>
            {routes.map((r) => (
              <Link key={r.path} to={r.path}>
                {r.path}
              </Link>
            ))}
            <DevSessionStatus signInForm={signInForm} />
          </Container>
        </Bar>
        <Container as="main" style={{ paddingTop: 24 }}>
          <Suspense fallback={null}>
            <Routes>
              {pages.map(({ path, Page }) => (
                <Route key={path} path={path} element={<Page />} />
              ))}
              <Route path="*" element={<Navigate to={routes[0]?.path ?? '/'} replace />} />
            </Routes>
          </Suspense>
        </Container>
      </BrowserRouter>
    </UiProvider>
  );
}
