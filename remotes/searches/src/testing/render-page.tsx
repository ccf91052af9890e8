import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { queryClient } from '@app/shared/query';
import { MemoryRouter, Route, Routes, useLocation } from '@app/shared/router';
import { UiProvider } from '@app/shared/ui';

function Where() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname}</p>;
}

/**
 * A page inside the providers the shell gives it, at `path`, with the current location shown. The
 * server-state cache starts empty, as on a fresh page load.
 */
export function renderPage(element: ReactElement, { path = '/', route = '*' }: { path?: string; route?: string } = {}) {
  queryClient.clear();
  return render(
    <UiProvider>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={route} element={element} />
        </Routes>
        <Where />
      </MemoryRouter>
    </UiProvider>,
  );
}
