import styled from 'styled-components';
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

/** What a route shows when its remote cannot be reached or fails: the rest of the app keeps working. */
export function RemoteFallback({ title, onRetry }: { title: string; onRetry: () => void }) {
  return (
    <Box role="alert">
      <h1>{title} is unavailable right now</h1>
      <p>This part of the app could not be loaded. Check your connection and try again.</p>
      <Button onClick={onRetry}>Retry</Button>
    </Box>
  );
}
