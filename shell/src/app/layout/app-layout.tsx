import { Outlet } from '@app/shared/router';
import styled from 'styled-components';
import { Container } from '@app/shared/ui';
import { useAnswersNeededNotification } from '@/features/browser-notifications/use-answers-needed-notification';
import { usePinNotification } from '@/features/browser-notifications/use-pin-notification';
import { Header } from './header';
import { useRecheckSessionOnRestore } from './use-recheck-session-on-restore';
import { useSessionEffects } from './use-session-effects';

const Main = styled(Container).attrs({ as: 'main' })`
  padding-top: 24px;
  padding-bottom: 48px;
`;

export function AppLayout() {
  useSessionEffects();
  useRecheckSessionOnRestore();
  usePinNotification();
  useAnswersNeededNotification();
  return (
    <>
      <Header />
      <Main>
        <Outlet />
      </Main>
    </>
  );
}
