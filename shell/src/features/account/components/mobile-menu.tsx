import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import type { User } from '@app/shared/contract';
import { CloseIcon, IconButton, MenuIcon } from '@app/shared/ui';
import { fullName, MenuItem } from './account-menu';

const Panel = styled.div`
  position: absolute;
  right: 0;
  top: 100%;
  left: 0;
  z-index: 1200;
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: 0 8px 24px rgba(0, 0, 0, 0.15);
  padding: 8px 0;
  p {
    margin: 0;
    padding: 8px 16px;
  }
  small {
    display: block;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

interface Props {
  user: User;
  onFeedback: () => void;
  /** The pages of the menu, each with its label. */
  pages: readonly { path: string; label: string }[];
  onOpen: (path: string) => void;
  onLogout: () => void;
}

/**
 * Below md: the header's account, Feedback, Profile and Logout behind one button (the credits stay
 * in the header, product §2.4).
 * While open it holds the keyboard: focus starts on the first item, Tab and the arrows go round
 * the toggle and the items only (nothing behind the menu), Escape or a click elsewhere closes it and
 * focus goes back to the toggle, which reads "Close menu" meanwhile.
 */
export function MobileMenu({ user, onFeedback, pages, onOpen, onLogout }: Props) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const items = () => Array.from(panelRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
    items()[0]?.focus();
    const close = () => {
      setOpen(false);
      toggleRef.current?.focus();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        close();
        return;
      }
      const ring = event.key === 'Tab' ? [toggleRef.current!, ...items()] : items();
      const step = event.key === 'ArrowDown' || (event.key === 'Tab' && !event.shiftKey) ? 1 : -1;
      if (event.key !== 'Tab' && event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
      event.preventDefault();
      const at = ring.indexOf(document.activeElement as HTMLElement);
      ring[(at + step + ring.length) % ring.length]?.focus();
    };
    const onPointer = (event: MouseEvent) => {
      const target = event.target as Node;
      if (!panelRef.current?.contains(target) && !toggleRef.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('mousedown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('mousedown', onPointer);
    };
  }, [open]);

  const choose = (action: () => void) => () => {
    setOpen(false);
    // Focus goes back to the toggle first, so a dialog the item opens returns it there on close.
    toggleRef.current?.focus();
    action();
  };
  return (
    <>
      <IconButton
        ref={toggleRef}
        aria-label={open ? 'Close menu' : 'Open menu'}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((o) => !o)}
      >
        {open ? <CloseIcon /> : <MenuIcon />}
      </IconButton>
      {open && (
        <Panel ref={panelRef} id={menuId} role="menu" aria-label="Menu">
          <p role="none">
            {fullName(user)}
            <small>{user.email}</small>
          </p>
          <MenuItem onClick={choose(onFeedback)}>Feedback</MenuItem>
          {pages.map(({ path, label }) => (
            <MenuItem key={path} onClick={choose(() => onOpen(path))} data-preload-path={path}>
              {label}
            </MenuItem>
          ))}
          <MenuItem onClick={choose(onLogout)}>Logout</MenuItem>
        </Panel>
      )}
    </>
  );
}
