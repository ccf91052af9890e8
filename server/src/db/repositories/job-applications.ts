import { and, asc, desc, eq, type SQL } from 'drizzle-orm';
import type { CompanySystemName, GivenAnswer, JobApplication, JobApplicationStatus } from '@app/shared/contract';
import { formatTimestamp } from '@app/shared/format';
import type { DbOrTx } from '../client';
import { jobApplications } from '../schema';

export type JobApplicationRow = typeof jobApplications.$inferSelect;

export const toJobApplication = (row: JobApplicationRow): JobApplication => ({
  id: row.id,
  job_search: row.jobSearchId,
  job_title: row.jobTitle,
  company_name: row.companyName,
  job_url: row.jobUrl,
  status: row.status,
  error_message: row.errorMessage,
  answers: row.answers,
  company_site: row.companySystem ? { system: row.companySystem, url: row.companySiteUrl ?? row.jobUrl } : null,
  created_at: formatTimestamp(row.createdAt),
  attempted_at: formatTimestamp(row.attemptedAt),
});

/** Newest attempt first; only those of one search when `jobSearchId` is given (check its owner first). */
export function listJobApplications(
  db: DbOrTx,
  userId: number,
  filter: { jobSearchId?: number } = {},
): Promise<JobApplicationRow[]> {
  const conditions: SQL[] = [eq(jobApplications.userId, userId)];
  if (filter.jobSearchId !== undefined) conditions.push(eq(jobApplications.jobSearchId, filter.jobSearchId));
  return db
    .select()
    .from(jobApplications)
    .where(and(...conditions))
    .orderBy(desc(jobApplications.attemptedAt), desc(jobApplications.id));
}

export interface NewJobApplication {
  userId: number;
  jobSearchId: number;
  linkedinJobId: string;
  jobTitle: string;
  companyName: string;
  jobUrl: string;
  status: JobApplicationStatus;
  errorMessage?: string | null;
  answers?: GivenAnswer[];
  /** Set for an application on the company's own site (product §4.13). */
  companySystem?: CompanySystemName | null;
  companySiteUrl?: string | null;
}

/** Ids of the search's applications recorded as applied, oldest first. */
export async function appliedApplicationIds(db: DbOrTx, jobSearchId: number): Promise<number[]> {
  const rows = await db
    .select({ id: jobApplications.id })
    .from(jobApplications)
    .where(and(eq(jobApplications.jobSearchId, jobSearchId), eq(jobApplications.status, 'applied')))
    .orderBy(asc(jobApplications.id));
  return rows.map((row) => row.id);
}
