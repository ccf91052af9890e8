import { Link } from '@app/shared/router';
import styled from 'styled-components';
import { useAnswersWaiting, useLiveGap } from '@app/shared/stores';
import { down } from '@app/shared/ui';

const Waiting = styled(Link)<{ $stale: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  font-weight: 600;
  white-space: nowrap;
  text-decoration: none;
  color: ${({ theme }) => theme.colors.text};
  opacity: ${({ $stale }) => ($stale ? 0.6 : 1)};
  &:hover .words {
    text-decoration: underline;
  }
  ${down('md')} {
    .words {
      display: none;
    }
  }
`;

// White on red-700: more than 4.5:1.
const Count = styled.span`
  min-width: 24px;
  padding: 2px 8px;
  border-radius: 999px;
  text-align: center;
  color: #fff;
  background: ${({ theme }) => theme.colors.danger};
`;

const answersWaitingLabel = (n: number) => `${n} ${n === 1 ? 'answer' : 'answers'} needed`;

/**
 * product §2.4: how many questions wait for the user's answer, beside the credits and as live as
 * they are (the shared store, fed by `answers_waiting_changed`); none shown while none wait. It
 * opens the dashboard, where they are answered.
 */
export function AnswersWaitingBadge() {
  const count = useAnswersWaiting((s) => s.count);
  const liveGap = useLiveGap();
  if (!count) return null;
  const label = answersWaitingLabel(count);
  return (
    <Waiting to="/dashboard" aria-label={label} title={label} $stale={liveGap !== 'live'}>
      <span className="words" aria-hidden="true">
        Answers needed
      </span>
      <Count aria-hidden="true">{count}</Count>
    </Waiting>
  );
}
