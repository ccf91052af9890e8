import { useEffect, useState } from 'react';
import styled from 'styled-components';
import type { ApplicationTotals, JobApplication, JobSearch } from '@app/shared/contract';
import { plural } from '@app/shared/format';
import { runPace, spokenDuration } from './run-pace';

const Line = styled.p`
  margin: 0;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.muted};
`;

const clock = new Intl.DateTimeFormat(undefined, { timeStyle: 'short' });

/** Re-read every few seconds, so "about 3 min" counts down without an event. */
function useNow(everyMs: number): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

interface RunPaceLineProps {
  search: JobSearch;
  applications: JobApplication[];
  /** The user's totals across searches, for the daily limit; left out until they are read. */
  totals?: ApplicationTotals;
}

/**
 * A running search's pace and estimated finish, and the daily limit before it is reached (an
 * addition): why the bot takes its time, and when it will be done.
 */
export function RunPaceLine({ search, applications, totals }: RunPaceLineProps) {
  const now = useNow(5000);
  const pace = runPace(search, applications, now);
  const leftToday = totals ? Math.max(0, totals.daily_limit - totals.applied_today) : null;
  return (
    <Line role="note" aria-label="Pace">
      {pace.msPerApplication === null
        ? 'Pacing like a person: JobPilot pauses between actions and pages as a person would, so LinkedIn sees no machine speed. The finish is estimated after the first application.'
        : `Pacing like a person: about one application every ${spokenDuration(pace.msPerApplication)} in this run.`}
      {pace.finishAt &&
        ` At this pace the ${plural(pace.remaining, 'remaining job')} ${pace.remaining === 1 ? 'takes' : 'take'} about ${spokenDuration(pace.finishAt.getTime() - now.getTime())}, until about ${clock.format(pace.finishAt)}.`}
      {totals &&
        leftToday !== null &&
        ` Today: ${totals.applied_today} of ${totals.daily_limit} applications a day${
          pace.remaining > leftToday
            ? `; the daily limit leaves room for ${plural(leftToday, 'more job')} today, the rest continue tomorrow.`
            : '.'
        }`}
    </Line>
  );
}
