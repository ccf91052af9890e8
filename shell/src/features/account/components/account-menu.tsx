import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import type { User } from '@app/shared/contract';
import { initials } from '@app/shared/format';

const Avatar = styled.button`
  width: 40px;
  height: 40px;
  border-radius: 50%;
  border: none;
  background: ${({ theme }) => theme.colors.primary};
  color: #fff;
  font-weight: 700;
  cursor: pointer;
`;

const Menu = styled.div`
  position: absolute;
  right: 0;
  top: calc(100% + 8px);
  min-width: 220px;
  z-index: 1200;
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: 0 8px 24px rgba(0, 0, 0, 0.15);
  padding: 8px 0;
`;

const Identity = styled.div`
  padding: 8px 16px 12px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  strong {
    display: block;
  }
  span {
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.875rem;
    word-break: break-all;
  }
`;

export const MenuItem = styled.button.attrs({ role: 'menuitem', type: 'button' })`
  display: block;
  width: 100%;
  text-align: left;
  padding: 10px 16px;
  border: none;
  background: transparent;
  font: inherit;
  cursor: pointer;
  &:hover,
  &:focus-visible {
    background: ${({ theme }) => theme.colors.background};
  }
`;

export const fullName = (user: User) => [user.first_name, user.last_name].filter(Boolean).join(' ');

/**
 * The avatar (initials) opening a menu with the user's name and email, the pages the remotes put
 * in the menu (Profile) and Logout.
 */
export function AccountMenu({
  user,
  pages,
  onOpen,
  onLogout,
}: {
  user: User;
  /** The pages of the menu, each with its label. */
  pages: readonly { path: string; label: string }[];
  onOpen: (path: string) => void;
  onLogout: () => void;
}) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    document.addEventListener('mousedown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const choose = (action: () => void) => () => {
    setOpen(false);
    action();
  };

  return (
    <div ref={rootRef} style={{ position: 'relative' }}>
      <Avatar
        // The visible initials start the name (WCAG 2.5.3, label in name): "JD, account menu".
        aria-label={`${initials(user)}, account menu`}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((o) => !o)}
      >
        {initials(user)}
      </Avatar>
      {open && (
        <Menu id={menuId} role="menu" aria-label="Account">
          <Identity>
            <strong>{fullName(user)}</strong>
            <span>{user.email}</span>
          </Identity>
          {pages.map(({ path, label }) => (
            <MenuItem key={path} onClick={choose(() => onOpen(path))} data-preload-path={path}>
              {label}
            </MenuItem>
          ))}
          <MenuItem onClick={choose(onLogout)}>Logout</MenuItem>
        </Menu>
      )}
    </div>
  );
}
