import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { listJobsPage } from './jobs';
import type { JobStatus } from '@app/shared/contract';

/** How many tracked jobs one page of the tracker shows. */
export const TRACKER_PAGE_SIZE = 25;

/**
 * The tracker's key family. It lives with this page rather than in `@app/shared/query`: that module
 * is a singleton another remote may have loaded first, from a build that would not know the key.
 */
export const jobsKey = ['jobs'] as const;

/** One page of the tracked jobs, newest updated first, with how many match the filter in all. */
export const jobsPageQuery = (status: JobStatus | undefined, offset: number) =>
  queryOptions({
    queryKey: [...jobsKey, { status: status ?? 'all', offset }],
    // The page keeps its offset, so what is on screen is labelled by the rows it shows.
    queryFn: async () => ({ ...(await listJobsPage({ status, limit: TRACKER_PAGE_SIZE, offset })), offset }),
    // The page being left stays on screen until the next one arrives, so the table never blanks.
    placeholderData: keepPreviousData,
  });
