import { useState } from 'react';
import styled from 'styled-components';
import { normalizeApiError } from '@app/shared/api';
import type { JobStatus } from '@app/shared/contract';
import { useServerQuery } from '@app/shared/query';
import { Button, Card, ErrorBanner, Spinner } from '@app/shared/ui';
import { PageHead } from '@/components/page-layout';
import { jobsPageQuery, TRACKER_PAGE_SIZE } from '../api/jobs-page-query';
import { JOB_STATUS_LABELS } from '../utils/job-status-labels';
import { AddJobForm } from './add-job-form';
import { ExportJobsButton } from './export-jobs-button';
import { JobsTable } from './jobs-table';
import { Pager } from './pager';
import { TrackerStatusFilter } from './tracker-status-filter';

const LOAD_FAILED = 'Could not load your tracked jobs.';

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  margin-bottom: 16px;
`;

const Stack = styled.div`
  display: grid;
  gap: 24px;
`;

/**
 * product §2.13: the personal job tracker over `/jobs` — a page at a time, filtered by status,
 * each job's status and notes changed in place, jobs added by hand, the list exported as CSV.
 */
export function JobTracker() {
  const [status, setStatus] = useState<JobStatus>();
  const [offset, setOffset] = useState(0);
  const [adding, setAdding] = useState(false);
  const page = useServerQuery(jobsPageQuery(status, offset));

  // A page emptied by a change (its last job moved to another status) gives way to the last one left.
  const lastOffset = page.data
    ? Math.max(0, Math.ceil(page.data.total / TRACKER_PAGE_SIZE) - 1) * TRACKER_PAGE_SIZE
    : 0;
  if (page.data && !page.isPlaceholderData && offset > lastOffset) setOffset(lastOffset);

  const filter = (next: JobStatus | undefined) => {
    setStatus(next);
    setOffset(0);
  };
  const caption = status ? `Tracked jobs: ${JOB_STATUS_LABELS[status]}` : 'Tracked jobs';

  return (
    <Stack>
      <PageHead>
        <div>
          <h1>Job tracker</h1>
          <p>The jobs you follow: where each application stands, with your notes</p>
        </div>
        <Button aria-expanded={adding} onClick={() => setAdding((open) => !open)}>
          Add a job
        </Button>
      </PageHead>
      {adding && <AddJobForm onClose={() => setAdding(false)} />}
      <Card>
        <Toolbar>
          <TrackerStatusFilter value={status} onChange={filter} />
          <ExportJobsButton status={status} />
        </Toolbar>
        {page.isPending ? (
          <Spinner label="Loading your tracked jobs" />
        ) : page.isError ? (
          <ErrorBanner>
            {LOAD_FAILED} {normalizeApiError(page.error).message}{' '}
            <Button $variant="text" onClick={() => void page.refetch()}>
              Try again
            </Button>
          </ErrorBanner>
        ) : page.data.total === 0 ? (
          <p>
            {status
              ? `No jobs with the status ${JOB_STATUS_LABELS[status]}.`
              : 'No tracked jobs yet. Add the first one.'}
          </p>
        ) : (
          <>
            <JobsTable jobs={page.data.jobs} caption={caption} />
            <Pager
              offset={page.data.offset}
              pageSize={TRACKER_PAGE_SIZE}
              total={page.data.total}
              busy={page.isPlaceholderData}
              onChange={setOffset}
            />
          </>
        )}
      </Card>
    </Stack>
  );
}
