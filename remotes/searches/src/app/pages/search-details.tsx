import { useState } from 'react';
import { useNavigate } from '@app/shared/router';
import styled from 'styled-components';
import { normalizeApiError } from '@app/shared/api';
import type { JobSearch } from '@app/shared/contract';
import { formatDateTime, plural } from '@app/shared/format';
import { queries, queryClient, storeSearch, useServerQuery } from '@app/shared/query';
import { useLiveGap } from '@app/shared/stores';
import { Button, Card, ErrorBanner, JobSearchStatusBadge, ProgressBar, up } from '@app/shared/ui';
import { SearchTermChips } from '@/components/search-term-chips';
import { appliedPercent } from '@/utils/progress';
import { timePeriodLabel } from '@/utils/time-periods';
import { AnswersNeededPanel } from '@/features/answers-needed/components/answers-needed-panel';
import { NotificationOffer } from '@/features/notification-offer/components/notification-offer';
import { ApplicationList } from '@/features/job-applications/components/application-list';
import { applicationsQuery } from '@/features/job-applications/api/applications-query';
import { byStatus, StatusFilter, type StatusFilterValue } from '@/features/job-applications/components/status-filter';
import { cardActions } from '@/features/job-searches/components/card-actions';
import { CurrentActivity } from '@/features/job-searches/components/current-activity';
import { RunPaceLine } from '@/features/job-searches/components/run-pace-line';
import { useApplicationTotals } from '@/features/application-totals/api/use-application-totals';
import { useSearchRunner } from '@/features/search-runner/use-search-runner';
import { DeleteSearchButton } from '@/features/job-searches/components/delete-search-button';
import { useDeleteSearch } from '@/features/job-searches/components/use-delete-search';
import { ExportCsvButton } from '@/features/job-applications/components/export-csv-button';
import { LinkedinAccountLink } from '@/components/linkedin-account-link';
import { DetailsSkeleton } from './details-skeleton';

const Summary = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: 12px;
  margin-bottom: 24px;
  .head {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: 12px;
  }
  h1 {
    margin: 0;
    font-size: 1.5rem;
  }
  dl {
    display: grid;
    gap: 4px 16px;
    margin: 0;
    ${up('sm')} {
      grid-template-columns: max-content 1fr;
    }
  }
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
  }
`;

const Applications = styled(Card)`
  .head {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 12px;
    margin-bottom: 8px;
  }
  .filter {
    margin-left: auto;
  }
  h2 {
    margin: 0;
    font-size: 1.25rem;
  }
`;

const Pill = styled.span<{ $live: boolean }>`
  padding: 2px 10px;
  border-radius: 999px;
  font-size: 0.75rem;
  font-weight: 700;
  color: ${({ $live }) => ($live ? '#1d4ed8' : '#374151')};
  background: ${({ $live }) => ($live ? '#dbeafe' : '#e5e7eb')};
`;

const Centered = styled(Card)`
  text-align: center;
  h1 {
    font-size: 1.25rem;
    margin: 0 0 8px;
  }
  p {
    margin: 0 0 16px;
  }
`;

const LOGIN_FAILED_BOX =
  'Login Failed: Unable to access LinkedIn. Please check your credentials and disable MFA if enabled.';

/** product §2 Search Details: the search, its live status and its applications with the answers given. */
export function SearchDetails({ jobSearchId }: { jobSearchId: number }) {
  const navigate = useNavigate();
  const valid = Number.isInteger(jobSearchId) && jobSearchId >= 1;
  // The cached search is kept current by the live status and application events (@app/shared/query).
  const { data: search, error } = useServerQuery({ ...queries.jobSearch(jobSearchId), enabled: valid });
  const failure = error ? normalizeApiError(error) : null;

  if (valid && !search && !failure) return <DetailsSkeleton />;
  if (failure && failure.status !== 404) {
    return (
      <Centered role="alert">
        <h1>Error Loading Search Details</h1>
        <p>{failure.message}</p>
        <Button onClick={() => window.location.reload()}>Try Again</Button>
      </Centered>
    );
  }
  // Another user's search answers 404 too: for this user it does not exist.
  if (!search) {
    return (
      <Centered>
        <h1>Search details not found</h1>
        <Button onClick={() => navigate('/dashboard')}>Return to Dashboard</Button>
      </Centered>
    );
  }
  return <LoadedDetails search={search} />;
}

const replace = (search: JobSearch) => storeSearch(queryClient, search);

function LoadedDetails({ search }: { search: JobSearch }) {
  const navigate = useNavigate();
  const runner = useSearchRunner(replace);
  const deletion = useDeleteSearch(() => navigate('/dashboard'));
  const { data: applications = [], isPending: loading } = useServerQuery(applicationsQuery(search.id));
  const running = search.status === 'running';
  // Today's count against the daily limit, for the pace line; read only while the search runs.
  const { data: totals } = useApplicationTotals({ enabled: running });
  const [shown, setShown] = useState<StatusFilterValue>('all');
  const preference = search.job_preference;
  const liveGap = useLiveGap();
  const actions = new Set(cardActions(search));
  const percent = appliedPercent(search.num_applied_jobs, preference.max_jobs);
  const busy = runner.busyId === search.id;

  return (
    <>
      <Button $variant="text" onClick={() => navigate('/dashboard')}>
        ← Back to Dashboard
      </Button>
      <Summary aria-labelledby="search-details-heading">
        <div className="head">
          <div>
            <h1 id="search-details-heading">Search Details</h1>
            <p>Job search initiated on {formatDateTime(search.created_at)}</p>
          </div>
          <div>
            <JobSearchStatusBadge status={search.status} stale={liveGap !== 'live'} />
          </div>
        </div>
        <SearchTermChips joined={preference.search_term} />
        {running && <CurrentActivity jobSearchId={search.id} />}
        {running && <RunPaceLine search={search} applications={applications} totals={totals} />}
        {search.status === 'login_failed' && (
          <ErrorBanner>
            <p>{LOGIN_FAILED_BOX}</p>
            <LinkedinAccountLink />
          </ErrorBanner>
        )}
        <dl>
          <dt>Location</dt>
          <dd>{preference.location}</dd>
          <dt>Started</dt>
          {/* When the latest run started (product §2.7), not when the search was made. */}
          <dd>{search.started_at ? formatDateTime(search.started_at) : '—'}</dd>
          <dt>Time period</dt>
          <dd>{timePeriodLabel(preference.time_period)}</dd>
          <dt>Progress</dt>
          <dd>
            {plural(search.num_applied_jobs, 'job')} applied out of {preference.max_jobs} ({percent}%)
            <ProgressBar value={percent} label="Progress" />
          </dd>
          {search.notes && (
            <>
              <dt>Notes</dt>
              <dd>{search.notes}</dd>
            </>
          )}
        </dl>
        <div className="actions">
          {actions.has('applyMore') && (
            <Button disabled={busy} onClick={() => runner.openApplyMore(search)}>
              Apply More
            </Button>
          )}
          {actions.has('edit') && (
            <Button $variant="secondary" onClick={() => navigate(`/job-search/edit/${search.id}`)}>
              Edit
            </Button>
          )}
          {actions.has('start') && (
            <Button disabled={busy} onClick={() => runner.start(search)}>
              Start
            </Button>
          )}
          {actions.has('continue') && (
            <Button disabled={busy} onClick={() => runner.start(search)}>
              Continue
            </Button>
          )}
          {actions.has('stop') && (
            <Button $variant="danger" disabled={busy} onClick={() => runner.stop(search)}>
              Stop
            </Button>
          )}
          <DeleteSearchButton search={search} onDelete={deletion.ask} />
        </div>
      </Summary>
      <NotificationOffer running={running} />
      <AnswersNeededPanel />
      <Applications aria-labelledby="applications-heading">
        <div className="head">
          <h2 id="applications-heading">Applications</h2>
          <Pill $live={running}>{running ? 'Updating...' : 'Latest Results'}</Pill>
          <div className="filter">
            <StatusFilter applications={applications} value={shown} onChange={setShown} />
          </div>
          <ExportCsvButton jobSearchId={search.id} />
        </div>
        <ApplicationList
          applications={byStatus(applications, shown)}
          loading={loading}
          showAnswers
          label="Applications"
        />
      </Applications>
      {runner.dialogs}
      {deletion.dialog}
    </>
  );
}
