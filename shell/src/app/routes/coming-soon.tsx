import styled from 'styled-components';
import { Card } from '@app/shared/ui';

const Box = styled(Card)`
  margin: 32px 0;
  h1 {
    margin: 0 0 8px;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

/** A signed-in screen whose app ships in a later release: says so, shows no invented data. */
export function ComingSoonRoute({ title }: { title: string }) {
  return (
    <Box>
      <h1>{title}</h1>
      <p>This screen is not available yet.</p>
    </Box>
  );
}
