import { useNavigate } from '@app/shared/router';
import { useLiveGap } from '@app/shared/stores';
import styled from 'styled-components';
import { splitSearchTerms, type JobSearch } from '@app/shared/contract';
import { formatDateTime, plural } from '@app/shared/format';
import { Button, Card, JobSearchStatusBadge, ProgressBar } from '@app/shared/ui';
import { LinkedinAccountLink } from '@/components/linkedin-account-link';
import { SearchTermChips } from '@/components/search-term-chips';
import { appliedPercent } from '@/utils/progress';
import { timePeriodLabel } from '@/utils/time-periods';
import type { AttemptCounts } from './attempt-counts';
import { AttemptSummary } from './attempt-summary';
import { cardActions } from './card-actions';
import { DeleteSearchButton } from './delete-search-button';
import { ScheduleSummary } from './schedule-summary';

const Root = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: 12px;
  .head {
    display: flex;
    justify-content: space-between;
    gap: 8px;
    align-items: flex-start;
  }
  .meta {
    display: flex;
    flex-wrap: wrap;
    gap: 4px 16px;
    margin: 0;
    font-size: 0.875rem;
    color: ${({ theme }) => theme.colors.muted};
  }
  .progress {
    display: flex;
    justify-content: space-between;
    font-size: 0.875rem;
    margin: 0 0 4px;
  }
  .notes {
    margin: 0;
    font-size: 0.875rem;
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
  }
`;

export interface CardHandlers {
  onRefresh(search: JobSearch): void;
  onStart(search: JobSearch): void;
  onApplyMore(search: JobSearch): void;
  onStop(search: JobSearch): void;
  onPause(search: JobSearch): void;
  onResume(search: JobSearch): void;
  onDelete(search: JobSearch): void;
}

/** product §2: one job search on the dashboard, with the buttons its state allows. */
export function JobSearchCard({
  search,
  busy,
  attempts,
  ...handlers
}: { search: JobSearch; busy: boolean; attempts: AttemptCounts } & CardHandlers) {
  const navigate = useNavigate();
  const { job_preference: preference, num_applied_jobs: applied } = search;
  const percent = appliedPercent(applied, preference.max_jobs);
  const actions = new Set(cardActions(search));
  const liveGap = useLiveGap();
  const name = splitSearchTerms(preference.search_term).join(', ');
  // The buttons repeat on every card: their accessible names say which search (visible text kept).
  const which = `${name} in ${preference.location}`;

  return (
    <Root as="article" aria-label={`Job search: ${name}`}>
      <div className="head">
        <SearchTermChips joined={preference.search_term} />
        <JobSearchStatusBadge status={search.status} stale={liveGap !== 'live'} />
      </div>
      <p className="meta">
        <span>{preference.location}</span>
        <span>{timePeriodLabel(preference.time_period)}</span>
        {preference.remote_only && <span>Remote Only</span>}
        {preference.relevant_jobs_only && <span>Relevant Jobs Only</span>}
      </p>
      <div>
        <p className="progress">
          <span>
            {plural(applied, 'job')} applied out of {preference.max_jobs}
          </span>
          <span>{percent}%</span>
        </p>
        <ProgressBar value={percent} label={`Progress of ${name}`} />
      </div>
      <AttemptSummary applied={applied} counts={attempts} />
      <p className="meta">Created {formatDateTime(search.created_at)}</p>
      <ScheduleSummary search={search} />
      {search.notes && <p className="notes">{search.notes}</p>}
      {search.status === 'login_failed' && <LinkedinAccountLink />}
      <div className="actions">
        <Button
          $variant="secondary"
          aria-label={`View details of ${which}`}
          onClick={() => navigate(`/job-search/${search.id}`)}
        >
          View Details
        </Button>
        {actions.has('applyMore') && (
          <Button disabled={busy} onClick={() => handlers.onApplyMore(search)}>
            Apply More
          </Button>
        )}
        {actions.has('refresh') && (
          <Button $variant="secondary" disabled={busy} onClick={() => handlers.onRefresh(search)}>
            Refresh
          </Button>
        )}
        {actions.has('edit') && (
          <Button
            $variant="secondary"
            aria-label={`Edit ${which}`}
            onClick={() => navigate(`/job-search/edit/${search.id}`)}
          >
            Edit
          </Button>
        )}
        {actions.has('start') && (
          <Button disabled={busy} aria-label={`Start ${which}`} onClick={() => handlers.onStart(search)}>
            Start
          </Button>
        )}
        {actions.has('continue') && (
          <Button disabled={busy} aria-label={`Continue ${which}`} onClick={() => handlers.onStart(search)}>
            Continue
          </Button>
        )}
        {actions.has('stop') && (
          <Button $variant="danger" disabled={busy} onClick={() => handlers.onStop(search)}>
            Stop
          </Button>
        )}
        {actions.has('pause') && (
          <Button
            $variant="secondary"
            disabled={busy}
            aria-label={`Pause ${which}`}
            onClick={() => handlers.onPause(search)}
          >
            Pause
          </Button>
        )}
        {actions.has('resume') && (
          <Button disabled={busy} aria-label={`Resume ${which}`} onClick={() => handlers.onResume(search)}>
            Resume
          </Button>
        )}
        <DeleteSearchButton search={search} onDelete={handlers.onDelete} />
      </div>
    </Root>
  );
}
