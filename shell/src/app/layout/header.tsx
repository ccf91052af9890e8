import { lazy, Suspense, useState } from 'react';
import { Link, useNavigate } from '@app/shared/router';
import styled from 'styled-components';
import { useLiveGap, useSession } from '@app/shared/stores';
import { Button, Container, up, down } from '@app/shared/ui';
import { AccountMenu } from '@/features/account/components/account-menu';
import { MobileMenu } from '@/features/account/components/mobile-menu';
import { menuEntries } from '../../federation/remotes-config';
import { AnswersWaitingBadge } from './answers-waiting-badge';
import { ConnectionStatus } from './connection-status';

// Fetched on the first Feedback click: its form code (react-hook-form) is not part of any page's first load.
const FeedbackDialog = lazy(() =>
  import('@/features/feedback/components/feedback-dialog').then((m) => ({ default: m.FeedbackDialog })),
);

const Bar = styled.header`
  position: relative;
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Row = styled(Container)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  min-height: 64px;
`;

const Brand = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  font-size: 1.25rem;
  font-weight: 800;
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
`;

const AiTag = styled.span`
  font-size: 0.7rem;
  font-weight: 800;
  padding: 2px 6px;
  border-radius: 4px;
  color: #fff;
  background: ${({ theme }) => theme.colors.primary};
`;

const Items = styled.div`
  display: flex;
  align-items: center;
  min-width: 0;
  gap: 16px;
  ${down('md')} {
    gap: 8px;
  }
`;

const Desktop = styled.div`
  display: flex;
  align-items: center;
  gap: 16px;
  ${down('md')} {
    display: none;
  }
`;

const Mobile = styled.div`
  display: flex;
  ${up('md')} {
    display: none;
  }
`;

const Credits = styled(Link)<{ $stale: boolean }>`
  font-weight: 600;
  white-space: nowrap;
  opacity: ${({ $stale }) => ($stale ? 0.6 : 1)};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
`;

export function Header() {
  const user = useSession((s) => s.user);
  const isAuthenticated = useSession((s) => s.isAuthenticated);
  const logout = useSession((s) => s.logout);
  const navigate = useNavigate();
  const liveGap = useLiveGap();
  const [feedbackOpen, setFeedbackOpen] = useState(false);
  // Mounted from the first opening on, so a draft survives Cancel as before.
  const [feedbackUsed, setFeedbackUsed] = useState(false);
  const openFeedback = () => {
    setFeedbackUsed(true);
    setFeedbackOpen(true);
  };

  const onLogout = async () => {
    await logout();
    navigate('/login', { replace: true });
  };
  // The account menu's pages, from the remotes' route tables (remotes.json).
  const pages = menuEntries();
  const open = (path: string) => void navigate(path);

  return (
    <Bar>
      <Row as="nav" aria-label="Main">
        <Brand to="/" aria-label="JobPilot AI, home">
          JobPilot <AiTag>AI</AiTag>
        </Brand>
        {isAuthenticated && user && (
          <Items>
            <AnswersWaitingBadge />
            {/* One element on every screen size: the credits are never hidden behind the mobile menu.
                It opens the Credits page (product §2.10). */}
            <Credits
              to="/credits"
              $stale={liveGap !== 'live'}
              title={
                liveGap !== 'live' ? 'The last balance received; updates resume when the connection is back' : undefined
              }
            >
              Credits: {user.credits}
            </Credits>
            <Desktop>
              <Button $variant="secondary" onClick={openFeedback}>
                Feedback
              </Button>
              <AccountMenu user={user} pages={pages} onOpen={open} onLogout={() => void onLogout()} />
            </Desktop>
            <Mobile>
              <MobileMenu
                user={user}
                onFeedback={openFeedback}
                pages={pages}
                onOpen={open}
                onLogout={() => void onLogout()}
              />
            </Mobile>
          </Items>
        )}
      </Row>
      {isAuthenticated && user && <ConnectionStatus />}
      {feedbackUsed && (
        <Suspense fallback={null}>
          <FeedbackDialog open={feedbackOpen} onClose={() => setFeedbackOpen(false)} />
        </Suspense>
      )}
    </Bar>
  );
}
