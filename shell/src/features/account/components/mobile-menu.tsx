import { useState } from 'react';
import styled from 'styled-components';
import type { User } from '@app/shared/contract';
import { IconButton, MenuIcon } from '@app/shared/ui';
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
  onProfile: () => void;
  onLogout: () => void;
}

/** Below md: the header's items (credits, Feedback, account, Profile, Logout) behind one button. */
export function MobileMenu({ user, onFeedback, onProfile, onLogout }: Props) {
  const [open, setOpen] = useState(false);
  const choose = (action: () => void) => () => {
    setOpen(false);
    action();
  };
  return (
    <>
      <IconButton aria-label="Open menu" aria-expanded={open} onClick={() => setOpen((o) => !o)}>
        <MenuIcon />
      </IconButton>
      {open && (
        <Panel role="menu" aria-label="Menu">
          <p>
            {fullName(user)}
            <small>{user.email}</small>
          </p>
          <p>Credits: {user.credits}</p>
          <MenuItem onClick={choose(onFeedback)}>Feedback</MenuItem>
          <MenuItem onClick={choose(onProfile)}>Profile</MenuItem>
          <MenuItem onClick={choose(onLogout)}>Logout</MenuItem>
        </Panel>
      )}
    </>
  );
}
