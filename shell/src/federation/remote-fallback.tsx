import styled from 'styled-components';
import { failureMessage, type RemoteFailure } from '@app/shared/federation';
import { Button, Card } from '@app/shared/ui';

const Box = styled(Card)`
  margin: 48px auto;
  max-width: 520px;
  text-align: center;
  h1 {
    font-size: 1.25rem;
    margin: 0 0 8px;
  }
  p {
    color: ${({ theme }) => theme.colors.muted};
    margin: 0 0 16px;
  }
`;

interface RemoteFallbackProps {
  title: string;
  onRetry: () => void;
  /** What went wrong; unknown: treated as unreachable. */
  failure?: RemoteFailure;
}

/** What a route shows when its remote cannot be reached or fails: the rest of the app keeps working. */
export function RemoteFallback({ title, onRetry, failure = { kind: 'unreachable' } }: RemoteFallbackProps) {
  return (
    <Box role="alert" data-failure={failure.kind}>
      <h1>{title} is unavailable right now</h1>
      <p>{failureMessage(failure)}</p>
      <Button onClick={onRetry}>Retry</Button>
    </Box>
  );
}
