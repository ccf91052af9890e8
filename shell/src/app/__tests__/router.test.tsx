import { act, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, useLocation } from '@app/shared/router';
import { useLive, useSession } from '@app/shared/stores';
import { UiProvider } from '@app/shared/ui';
import type { RemoteRoute } from '@/federation/remotes-config';
import { AppRoutes } from '../router';
import { signedIn } from '@/testing/signed-in';

// As remotes.json lists them; no remote is reachable in these tests, so a page shows its fallback.
const routes: RemoteRoute[] = [
  { remote: 'auth', path: '/login', guard: 'guest-only', title: 'Sign in' },
  { remote: 'searches', path: '/job-search/:id', guard: 'auth', title: 'Search Details' },
];

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderAt(path: string, configRead = true) {
  return render(
    <UiProvider>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes routes={routes} configRead={configRead} onRetryConfig={() => undefined} />
        <Where />
      </MemoryRouter>
    </UiProvider>,
  );
}

describe('the routes built from remotes.json', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => {
    // A signed-in layout connects live updates: end the connection, so a config read still under
    // way gives up instead of logging after the test.
    useLive.getState().disconnect();
    jest.restoreAllMocks();
  });

  it("guards a remote's route before its remote loads: a visitor goes to /login", async () => {
    signedIn(false);
    renderAt('/job-search/7');
    expect(screen.getByTestId('where')).toHaveProperty('textContent', '/login');
    expect(await screen.findByRole('alert')).toHaveTextContent('Sign in is unavailable right now');
  });

  it("names the tab after the route's title", async () => {
    signedIn(true);
    renderAt('/job-search/7');
    expect(document.title).toBe('Search Details · JobPilot');
    await screen.findByRole('alert');
  });

  it('names the tab of the not-found page', () => {
    signedIn(false);
    renderAt('/no-such-page');
    expect(document.title).toBe('Page not found · JobPilot');
  });

  it("shows the route's title in its fallback when its remote cannot be reached", async () => {
    signedIn(true);
    renderAt('/job-search/7');
    expect(await screen.findByRole('alert')).toHaveTextContent('Search Details is unavailable right now');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('answers a path no remote lists with the not-found page', () => {
    signedIn(false);
    renderAt('/no-such-page');
    expect(screen.getByRole('heading', { name: 'Oops! Page not found' })).toBeInTheDocument();
  });

  it('offers Retry on every path while remotes.json could not be read', () => {
    signedIn(false);
    renderAt('/no-such-page', false);
    expect(screen.getByRole('alert')).toHaveTextContent('This page is unavailable right now');
  });

  it('re-reads the session when the browser restores the page from its cache: ended, it goes to /login', async () => {
    signedIn(true);
    localStorage.setItem('token', 'access');
    renderAt('/job-search/7');
    await screen.findByRole('alert');
    // Restored as it was left, signed in, though the session ended meanwhile (tokens gone).
    localStorage.clear();
    act(() => {
      window.dispatchEvent(restoredPageShow());
    });
    await waitFor(() => expect(screen.getByTestId('where')).toHaveProperty('textContent', '/login'));
    expect(useSession.getState().isAuthenticated).toBe(false);
  });

  it('leaves a restored page alone while its session is still there', async () => {
    signedIn(true);
    localStorage.setItem('token', 'access');
    renderAt('/job-search/7');
    await screen.findByRole('alert');
    act(() => {
      window.dispatchEvent(restoredPageShow());
    });
    expect(screen.getByTestId('where')).toHaveProperty('textContent', '/job-search/7');
    expect(useSession.getState().isAuthenticated).toBe(true);
    localStorage.clear();
  });
});

/** The `pageshow` a back/forward-cache restore fires (jsdom has no PageTransitionEvent). */
function restoredPageShow(): Event {
  return Object.assign(new Event('pageshow'), { persisted: true });
}
