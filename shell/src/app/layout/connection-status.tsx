import styled from 'styled-components';
import { useLive, useLiveGap } from '@app/shared/stores';
import { Button, Container } from '@app/shared/ui';

const Strip = styled.div`
  background: #fef3c7;
  color: #78350f;
  border-bottom: 1px solid #fcd34d;
  font-size: 0.875rem;
`;

const Row = styled(Container)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 4px 12px;
  padding-top: 6px;
  padding-bottom: 6px;
  p {
    margin: 0;
    min-width: 0;
    overflow-wrap: anywhere;
  }
`;

const CONNECTION_MESSAGES = {
  reconnecting: 'Reconnecting…',
  lost: 'Connection lost — retrying',
  stale: 'Credits and progress show the last update received.',
  retry: 'Retry now',
} as const;

/**
 * product §2.11: the live connection when it is not up. A moment after a drop "Reconnecting…",
 * then "Connection lost — retrying" with a manual retry; either way the page says that what it
 * shows is the last update received. Nothing while connected.
 */
export function ConnectionStatus() {
  const gap = useLiveGap();
  if (gap === 'live') return null;
  return (
    <Strip role="status" aria-live="polite">
      <Row>
        <p>
          <strong>{gap === 'lost' ? CONNECTION_MESSAGES.lost : CONNECTION_MESSAGES.reconnecting}</strong>{' '}
          {CONNECTION_MESSAGES.stale}
        </p>
        {gap === 'lost' && (
          <Button $variant="secondary" onClick={() => useLive.getState().retry()}>
            {CONNECTION_MESSAGES.retry}
          </Button>
        )}
      </Row>
    </Strip>
  );
}
