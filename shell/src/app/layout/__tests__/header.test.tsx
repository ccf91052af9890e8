import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from '@app/shared/router';
import { act } from 'react';
import { useAnswersWaiting, useSession } from '@app/shared/stores';
import { serveApiForTests } from '@app/shared/test-support';
import { UiProvider } from '@app/shared/ui';
import { pageDataScript, REMOTES_CONFIG_ID } from '@app/shared/page-data';
import { registerRemotesFromConfig } from '../../../federation/remotes-config';
import { Header } from '../header';

const user = { id: 1, first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com', credits: 7 };

const api = serveApiForTests(() => ({ status: 200, body: {} }));

// The account menu's pages come from the remotes' route tables, as remotes.json lists them.
beforeAll(async () => {
  const routes = [
    { path: '/profile', guard: 'auth', title: 'Your profile', menu: 'Profile' },
    { path: '/credits', guard: 'auth', title: 'Credits' },
  ];
  document.head.innerHTML = pageDataScript(
    { id: REMOTES_CONFIG_ID },
    { profile: { entry: '/remotes/profile/1.0.0/mf-manifest.json', version: '1.0.0', routes } },
  );
  await registerRemotesFromConfig();
});

const Where = () => <p>at {useLocation().pathname}</p>;

function renderHeader() {
  render(
    <UiProvider>
      <MemoryRouter initialEntries={['/dashboard']}>
        <Header />
        <Routes>
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </UiProvider>,
  );
}

describe('header', () => {
  it('shows only the brand, linking home, to a visitor', () => {
    useSession.setState({ isAuthenticated: false, user: null });
    renderHeader();
    expect(screen.getByRole('link', { name: 'JobPilot AI, home' })).toHaveAttribute('href', '/');
    expect(screen.queryByText(/Credits/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Feedback' })).not.toBeInTheDocument();
  });

  it('shows credits, Feedback and the account menu to a signed-in user', async () => {
    localStorage.setItem('token', 'access');
    localStorage.setItem('refresh_token', 'refresh');
    useSession.setState({ isAuthenticated: true, user });
    renderHeader();
    expect(screen.getAllByText('Credits: 7').length).toBeGreaterThan(0);
    await userEvent.click(screen.getByRole('button', { name: 'Feedback' }));
    expect(await screen.findByRole('dialog', { name: 'Send Feedback' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows how many answers are needed while some are, live, and opens the dashboard', () => {
    useSession.setState({ isAuthenticated: true, user });
    useAnswersWaiting.setState({ count: 0 });
    renderHeader();
    expect(screen.queryByRole('link', { name: /answers? needed/ })).not.toBeInTheDocument();
    act(() => useAnswersWaiting.setState({ count: 1 }));
    expect(screen.getByRole('link', { name: '1 answer needed' })).toBeInTheDocument();
    act(() => useAnswersWaiting.setState({ count: 3 }));
    expect(screen.getByRole('link', { name: '3 answers needed' })).toHaveAttribute('href', '/dashboard');
    act(() => useAnswersWaiting.setState({ count: 0 }));
    expect(screen.queryByRole('link', { name: /answers? needed/ })).not.toBeInTheDocument();
  });

  it('the credits open the Credits page, on every screen size (product §2.10)', async () => {
    useSession.setState({ isAuthenticated: true, user });
    renderHeader();
    await userEvent.click(screen.getByRole('link', { name: 'Credits: 7' }));
    expect(screen.getByText('at /credits')).toBeInTheDocument();
  });

  it('logs out: session cleared, logout sent with the refresh token, back on /login', async () => {
    localStorage.setItem('token', 'access');
    localStorage.setItem('refresh_token', 'refresh');
    useSession.setState({ isAuthenticated: true, user });
    renderHeader();
    await userEvent.click(screen.getByRole('button', { name: /account menu/i }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Logout' }));
    expect(await screen.findByText('at /login')).toBeInTheDocument();
    expect(useSession.getState().isAuthenticated).toBe(false);
    expect(localStorage.getItem('token')).toBeNull();
    const logout = api.server.requests.find((r) => r.path.endsWith('/accounts/users/logout/'));
    expect(JSON.parse(logout!.body)).toEqual({ refresh: 'refresh' });
  });

  it('offers the same items in the mobile menu, the credits staying in the header', async () => {
    useSession.setState({ isAuthenticated: true, user });
    renderHeader();
    // One credits element for every screen size: outside the menu, so visible while it is closed.
    expect(screen.getByText('Credits: 7')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = screen.getByRole('menu', { name: 'Menu' });
    expect(menu).toHaveTextContent('ada@example.com');
    await userEvent.click(screen.getByRole('menuitem', { name: 'Profile' }));
    expect(screen.getByText('at /profile')).toBeInTheDocument();
  });

  it('mobile menu: its toggle says "Close menu" while open; Escape closes it and focus returns', async () => {
    useSession.setState({ isAuthenticated: true, user });
    renderHeader();
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAccessibleName('Close menu');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('menuitem', { name: 'Feedback' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu', { name: 'Menu' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus();
  });

  it('mobile menu: Tab and the arrows stay within the toggle and the items while open', async () => {
    useSession.setState({ isAuthenticated: true, user });
    renderHeader();
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const toggle = screen.getByRole('button', { name: 'Close menu' });
    const inside = [toggle, ...screen.getAllByRole('menuitem')];
    for (let i = 0; i < 6; i += 1) {
      await userEvent.tab();
      expect(inside).toContain(document.activeElement); // eslint-disable-line testing-library/no-node-access -- where Tab went
    }
    await userEvent.tab({ shift: true });
    expect(inside).toContain(document.activeElement); // eslint-disable-line testing-library/no-node-access -- where Shift+Tab went
    screen.getByRole('menuitem', { name: 'Feedback' }).focus();
    await userEvent.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Logout' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Feedback' })).toHaveFocus();
    await userEvent.click(toggle);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});
