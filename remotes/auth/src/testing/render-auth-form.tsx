import type { ReactElement } from 'react';
import { configure, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from '@app/shared/router';
import { loadContract } from '@app/shared/api';
import { useSession } from '@app/shared/stores';
import { type Handler, serveApiForTests } from '@app/shared/test-support';
import { UiProvider } from '@app/shared/ui';

// The forms are tested against a real HTTP server (serveApiForTests): on a busy CI machine a sign-in
// and the `me` read after it took longer than Testing Library's default second.
configure({ asyncUtilTimeout: 5000 });

/**
 * The loopback API an auth form talks to in a test file, answering with `respond`, and a visitor
 * without a session before each test. The contract's schemas (fetched on first use) are fetched
 * once up front, so a slow first transform of zod does not eat into the first test's waits.
 */
export function serveAuthApiForTests(respond: Handler) {
  const api = serveApiForTests(respond);
  beforeAll(() => loadContract());
  beforeEach(() => {
    api.server.requests.length = 0;
    localStorage.clear();
    useSession.setState({ isAuthenticated: false, user: null });
  });
  return api;
}

const Landed = () => <p>landed on {useLocation().pathname}</p>;

/**
 * The form at `path` (which may carry a `?query` and a `#fragment`); any other page reads "landed
 * on <path>", so a test sees where it went.
 */
export function renderAuthForm(path: string, form: ReactElement, state?: unknown) {
  const { pathname, search, hash } = new URL(path, 'http://localhost');
  render(
    <UiProvider>
      <MemoryRouter initialEntries={[{ pathname, search, hash, state }]}>
        <Routes>
          <Route path={pathname} element={form} />
          <Route path="*" element={<Landed />} />
        </Routes>
      </MemoryRouter>
    </UiProvider>,
  );
}

/** Types the email and password every auth form asks for. */
export async function typeEmailAndPassword(user: { type(element: Element, text: string): Promise<void> }) {
  await user.type(screen.getByLabelText('Email'), 'ada@example.com');
  await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'secret-password');
}
