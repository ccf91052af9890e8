import { useNavigate } from '@app/shared/router';
import styled from 'styled-components';
import { PageHead, TwoColumns } from '@/components/page-layout';
import { getJobSearch } from '@app/shared/api';
import type { JobSearch } from '@app/shared/contract';
import { queries, queryClient, queryKeys, storeSearch, useServerQuery } from '@app/shared/query';
import { Button, Card, ErrorBanner, Skeleton } from '@app/shared/ui';
import { FirstRunChecklist } from '@/features/first-run/components/first-run-checklist';
import { ApplicationTotals } from '@/features/application-totals/components/application-totals';
import { AnswersNeededPanel } from '@/features/answers-needed/components/answers-needed-panel';
import { NotificationOffer } from '@/features/notification-offer/components/notification-offer';
import { applicationsQuery } from '@/features/job-applications/api/applications-query';
import { RecentApplications } from '@/features/job-applications/components/recent-applications';
import { useSearchRunner } from '@/features/search-runner/use-search-runner';
import { newestUpdatedFirst } from '@/utils/sort-searches';
import { toastError } from '@/utils/toast';
import { attemptCounts } from '@/features/job-searches/components/attempt-counts';
import { JobSearchCard } from '@/features/job-searches/components/job-search-card';
import { useDeleteSearch } from '@/features/job-searches/components/use-delete-search';

const Searches = styled.section`
  display: flex;
  flex-direction: column;
  gap: 16px;
  h2 {
    margin: 0;
    font-size: 1.25rem;
  }
  .price {
    margin: -8px 0 0;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Aside = styled.div`
  display: flex;
  flex-direction: column;
  gap: 24px;
  min-width: 0;
`;

const Empty = styled(Card)`
  text-align: center;
  h3 {
    margin: 0 0 16px;
  }
`;

const REFRESH_FAILED = 'Failed to refresh job search. Please try again.';
const SEARCHES_LOAD_FAILED = [
  'Error fetching job searches',
  'Could not load your job searches. Please try again later.',
] as const;

const replace = (search: JobSearch) => storeSearch(queryClient, search);

/** Refresh re-reads the search and the applications the page shows with it. */
async function refresh(search: JobSearch) {
  try {
    const [fresh] = await Promise.all([
      getJobSearch(search.id),
      queryClient.refetchQueries({ queryKey: queryKeys.jobApplications() }),
    ]);
    replace(fresh);
  } catch (error) {
    console.error('Could not refresh the job search', error);
    toastError(REFRESH_FAILED);
  }
}

/** product §2 Dashboard: the user's searches on the left, recent applications on the right. */
export function Dashboard() {
  const navigate = useNavigate();
  // The cached list is kept current by live events (@app/shared/query); newest updated first.
  const {
    data: searches = [],
    isPending,
    isError,
    isFetching,
    isSuccess,
    refetch,
  } = useServerQuery({
    ...queries.jobSearches(),
    select: newestUpdatedFirst,
    meta: {
      onLoadFailed: (error) => {
        console.error('Could not load the job searches', error);
        toastError(...SEARCHES_LOAD_FAILED);
      },
    },
  });
  const loading = isPending || (isError && isFetching);
  const runner = useSearchRunner(replace);
  const deletion = useDeleteSearch();
  // The same cached list as Recent Applications: each card counts its own search's attempts.
  const { data: applications = [] } = useServerQuery(applicationsQuery());

  return (
    <>
      <PageHead>
        <div>
          <h1>Dashboard</h1>
          <p>Track your automated job applications</p>
        </div>
        <Button onClick={() => navigate('/job-search')}>Start a New Job Search</Button>
      </PageHead>
      <FirstRunChecklist searches={isSuccess ? searches : undefined} />
      <NotificationOffer running={searches.some((search) => search.status === 'running')} />
      <AnswersNeededPanel />
      <TwoColumns>
        <Searches aria-labelledby="job-searches-heading">
          <h2 id="job-searches-heading">Your Job Searches</h2>
          {/* product §1: what starting a search costs, read before pressing Start. */}
          <p className="price">1 Job for 1 Credit: each job applied to uses one credit.</p>
          {loading ? (
            <div role="status" aria-busy="true" aria-label="Loading job searches">
              <Skeleton $height="180px" />
            </div>
          ) : isError ? (
            <ErrorBanner>
              {SEARCHES_LOAD_FAILED[1]}{' '}
              <Button $variant="text" onClick={() => void refetch()}>
                Try Again
              </Button>
            </ErrorBanner>
          ) : searches.length === 0 ? (
            <Empty>
              <h3>No job searches yet</h3>
              <Button onClick={() => navigate('/job-search')}>Start a Job Search</Button>
            </Empty>
          ) : (
            searches.map((search) => (
              <JobSearchCard
                key={search.id}
                search={search}
                attempts={attemptCounts(applications, search.id)}
                busy={runner.busyId === search.id}
                onRefresh={(s) => void refresh(s)}
                onStart={runner.start}
                onApplyMore={runner.openApplyMore}
                onStop={runner.stop}
                onPause={runner.pause}
                onResume={runner.resume}
                onDelete={deletion.ask}
              />
            ))
          )}
        </Searches>
        <Aside>
          <ApplicationTotals />
          <RecentApplications />
        </Aside>
      </TwoColumns>
      {runner.dialogs}
      {deletion.dialog}
    </>
  );
}
