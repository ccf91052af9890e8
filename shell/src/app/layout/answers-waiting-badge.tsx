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
  /* On a narrow screen the pill alone is seen; the words stay for assistive technology. */
  ${down('md')} {
    .words {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip-path: inset(50%);
      white-space: nowrap;
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

/**
 * product §2.4: how many questions wait for the user's answer, beside the credits and as live as
 * they are (the shared store, fed by `answers_waiting_changed`); none shown while none wait. It
 * opens the dashboard, where they are answered.
 */
export function AnswersWaitingBadge() {
  const count = useAnswersWaiting((s) => s.count);
  const liveGap = useLiveGap();
  if (!count) return null;
  const words = `${count === 1 ? 'answer' : 'answers'} needed`;
  // Named by what it shows ("2 answers needed"), so the visible text is part of its name.
  return (
    <Waiting to="/dashboard" title={`${count} ${words}`} $stale={liveGap !== 'live'}>
      <Count>{count}</Count> <span className="words">{words}</span>
    </Waiting>
  );
}
