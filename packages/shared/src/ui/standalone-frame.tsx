import { BrowserRouter, Link, Navigate, Route, Routes } from '../router';
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

export interface StandaloneRoute {
  path: string;
  Component: React.ComponentType;
}

/**
 * A remote on its own during development: the shared providers and a bare frame (links to its own
 * routes) instead of the shell's header, guards and other apps.
 */
export function StandaloneFrame({ name, routes }: { name: string; routes: StandaloneRoute[] }) {
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
          <Routes>
            {routes.map(({ path, Component }) => (
              <Route key={path} path={path} element={<Component />} />
            ))}
            <Route path="*" element={<Navigate to={routes[0]?.path ?? '/'} replace />} />
          </Routes>
        </Container>
      </BrowserRouter>
    </UiProvider>
  );
}
