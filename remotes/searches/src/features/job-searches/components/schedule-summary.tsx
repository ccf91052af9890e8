import styled from 'styled-components';
import type { JobSearch } from '@app/shared/contract';
import { formatDateTime } from '@app/shared/format';
import { nextRunWords, scheduleSentence } from '@/utils/schedule-words';

const Root = styled.div`
  font-size: 0.875rem;
  p {
    margin: 0;
  }
  .muted {
    color: ${({ theme }) => theme.colors.muted};
  }
`;

/** product §4.12 on the card: when the search starts on its own, its next start, a pause, and what the schedule did last. */
export function ScheduleSummary({ search }: { search: Pick<JobSearch, 'schedule' | 'paused' | 'schedule_log'> }) {
  const { schedule, paused } = search;
  const last = search.schedule_log?.at(-1);
  if (!schedule && !paused && !last) return null;
  return (
    <Root>
      {schedule && (
        <p>
          {scheduleSentence(schedule)} ({schedule.time_zone.replaceAll('_', ' ')}).
          {!paused && schedule.next_run_at && ` Next run: ${nextRunWords(schedule.next_run_at, schedule.time_zone)}.`}
        </p>
      )}
      {paused && <p>Paused: it will not start on its own until you resume it.</p>}
      {last && (
        <p className="muted">
          {formatDateTime(last.at)}: {last.message}
        </p>
      )}
    </Root>
  );
}
