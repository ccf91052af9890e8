import styled from 'styled-components';
import type { AttemptCounts } from './attempt-counts';

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 4px 12px;
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: 0.875rem;
  .failed {
    color: ${({ theme }) => theme.colors.danger};
  }
`;

/**
 * product §2.3: how a search's attempts went — applied, failed, skipped, waiting for an answer —
 * so a run where every posting failed does not read as nothing happened. Shown once there is any.
 */
export function AttemptSummary({ applied, counts }: { applied: number; counts: AttemptCounts }) {
  if (applied + counts.failed + counts.skipped + counts.waiting === 0) return null;
  return (
    <List aria-label="Attempts">
      <li>{applied} applied</li>
      <li className={counts.failed > 0 ? 'failed' : undefined}>{counts.failed} failed</li>
      <li>{counts.skipped} skipped</li>
      <li>{counts.waiting} waiting for your answer</li>
    </List>
  );
}
