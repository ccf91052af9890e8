import styled from 'styled-components';
import { Button, Card } from '@app/shared/ui';
import { refetchApplicationTotals as refetch, useApplicationTotals } from '../api/use-application-totals';

const Panel = styled(Card)`
  h2 {
    margin: 0 0 12px;
    font-size: 1.25rem;
  }
  dl {
    margin: 0;
    display: grid;
    grid-template-columns: 1fr auto;
    gap: 6px 12px;
  }
  dt {
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 0;
    font-weight: 600;
    text-align: right;
  }
  p {
    margin: 12px 0 0;
    font-size: 0.875rem;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const jobs = (n: number) => `${n} ${n === 1 ? 'job' : 'jobs'}`;

/**
 * "Your applications": what the bot sent across every search — today against the daily limit
 * (visible before it is reached), the last 7 days, in all, the share of tried applications that went
 * through, and the jobs waiting for the user's answers. Kept current by the run's live events.
 */
export function ApplicationTotals() {
  const { data: totals, isError, isFetching } = useApplicationTotals();

  if (isError && !totals) {
    return (
      <Panel as="section" aria-labelledby="application-totals-heading">
        <h2 id="application-totals-heading">Your applications</h2>
        <p>
          Your totals could not be loaded.{' '}
          <Button $variant="text" disabled={isFetching} onClick={refetch}>
            Try Again
          </Button>
        </p>
      </Panel>
    );
  }
  if (!totals) return null;
  const tried = totals.applied_in_all + totals.failed_in_all;
  return (
    <Panel as="section" aria-labelledby="application-totals-heading">
      <h2 id="application-totals-heading">Your applications</h2>
      <dl>
        <dt>Sent today</dt>
        <dd>
          {totals.applied_today} of {totals.daily_limit}
        </dd>
        <dt>Sent in the last 7 days</dt>
        <dd>{totals.applied_last_7_days}</dd>
        <dt>Sent in all</dt>
        <dd>{totals.applied_in_all}</dd>
        {tried > 0 && (
          <>
            <dt>Went through</dt>
            <dd>{Math.round((100 * totals.applied_in_all) / tried)} % of those tried</dd>
          </>
        )}
        <dt>Waiting for your answers</dt>
        <dd>{jobs(totals.jobs_waiting)}</dd>
      </dl>
      <p>
        {totals.applied_today >= totals.daily_limit
          ? `Today's limit of ${totals.daily_limit} applications is reached: your searches continue tomorrow (the day starts at midnight UTC).`
          : `JobPilot sends at most ${totals.daily_limit} applications a day, across your searches; the day starts at midnight UTC.`}
      </p>
    </Panel>
  );
}
