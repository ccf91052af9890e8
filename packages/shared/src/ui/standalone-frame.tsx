import { lazy, Suspense, useMemo } from 'react';
import { BrowserRouter, Link, Navigate, Route, Routes, type RouteDefinition } from '../router';
import styled from 'styled-components';
import { Container } from './container';
import { UiProvider } from './ui-provider';

const Bar = styled.div`
  padding: 8px 0;
  background: #fff7ed;
  border-bottom: 1px dashed ${({ theme }) => theme.colors.warning};
  font-size: 0.875rem;
  nav {
    display: flex;
    gap: 12px;
    align-items: center;
  }
`;

/**
 * A remote on its own during development: the shared providers and a bare frame (links to its own
 * routes) instead of the shell's header, guards and other apps.
 */
export function StandaloneFrame({ name, routes }: { name: string; routes: readonly RouteDefinition[] }) {
  const pages = useMemo(
    () => routes.map((route) => ({ path: route.path, Page: lazy(() => route.page().then((C) => ({ default: C }))) })),
    [routes],
  );
  return (
    <UiProvider>
      <BrowserRouter>
        <Bar>
          <Container as="nav" aria-label="Standalone">
            <strong>{name} (standalone)</strong>
            {routes.map((r) => (
              <Link key={r.path} to={r.path}>
                {r.path}
              </Link>
            ))}
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
