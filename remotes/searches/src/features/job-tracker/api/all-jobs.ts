import { listJobsPage } from './jobs';
import { JOBS_PAGE, type Job, type JobStatus } from '@app/shared/contract';

/**
 * Every tracked job matching the filter, read page by page at the API's largest page (the tracker
 * holds at most a few thousand), for the export: it covers the whole list, not the page on screen.
 */
export async function allJobs(status: JobStatus | undefined): Promise<Job[]> {
  const jobs: Job[] = [];
  for (;;) {
    const page = await listJobsPage({ status, limit: JOBS_PAGE.max, offset: jobs.length });
    jobs.push(...page.jobs);
    if (page.jobs.length === 0 || jobs.length >= page.total) return jobs;
  }
}
