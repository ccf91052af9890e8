import styled from 'styled-components';
import { Button, ErrorBanner } from '@app/shared/ui';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px;
  margin-top: 16px;
  > [role='alert'] {
    flex: 1;
  }
`;

/**
 * A read that failed before anything was loaded: the reason and a Retry button, in place of the
 * content, so nothing empty is shown (or saved) as if it were the user's data.
 */
export function LoadFailed({ message, onRetry }: { message: string; onRetry(): void }) {
  return (
    <Row>
      <ErrorBanner>{message}</ErrorBanner>
      <Button $variant="secondary" onClick={onRetry}>
        Retry
      </Button>
    </Row>
  );
}
