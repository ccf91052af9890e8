import type { FastifyReply } from 'fastify';
import type { Job } from '@app/shared/contract';
import type { Db } from '@/db/client';
import { toJob, type JobFilters, type Page } from '@/db/repositories/jobs';
import { findJobsPage } from '@/services/job-list-page';

export const LIST_PAGE_DESCRIPTION =
  'One page of the jobs, newest updated first: `limit` (1–500, default 100) from `offset` (default 0). ' +
  'The `X-Total-Count` header says how many jobs match in all.';

/**
 * One page of the user's jobs matching the filters, with how many match in all in
 * `X-Total-Count`: a tracker of thousands of jobs never goes out (or is serialised) whole.
 */
export async function jobListPage(
  db: Db,
  userId: number,
  query: JobFilters & Page,
  reply: FastifyReply,
): Promise<Job[]> {
  const { limit, offset, ...filters } = query;
  const { rows, total } = await findJobsPage(db, userId, filters, { limit, offset });
  reply.header('x-total-count', total);
  return rows.map(toJob);
}
