import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { theme } from '@app/shared/ui';
import { AccountMenu } from '../account-menu';

const user = { id: 1, first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com', credits: 4 };

describe('account menu', () => {
  it('shows initials, then name, email, Profile and Logout', async () => {
    const onProfile = jest.fn();
    const onLogout = jest.fn();
    render(
      <ThemeProvider theme={theme}>
        <AccountMenu
          user={user}
          pages={[{ path: '/profile', label: 'Profile' }]}
          onOpen={onProfile}
          onLogout={onLogout}
        />
      </ThemeProvider>,
    );
    const avatar = screen.getByRole('button', { name: /account menu/i });
    expect(avatar).toHaveTextContent('AL');
    await userEvent.click(avatar);
    const menu = screen.getByRole('menu', { name: 'Account' });
    expect(menu).toHaveTextContent('Ada Lovelace');
    expect(menu).toHaveTextContent('ada@example.com');
    await userEvent.click(screen.getByRole('menuitem', { name: 'Profile' }));
    expect(onProfile).toHaveBeenCalledWith('/profile');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await userEvent.click(avatar);
    await userEvent.click(screen.getByRole('menuitem', { name: 'Logout' }));
    expect(onLogout).toHaveBeenCalled();
  });

  it('falls back to the first two letters of the email', () => {
    render(
      <ThemeProvider theme={theme}>
        <AccountMenu
          user={{ ...user, first_name: '', last_name: '' }}
          pages={[]}
          onOpen={jest.fn()}
          onLogout={jest.fn()}
        />
      </ThemeProvider>,
    );
    expect(screen.getByRole('button', { name: /account menu/i })).toHaveTextContent('AD');
  });
});
