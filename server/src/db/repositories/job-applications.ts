import { and, asc, desc, eq, type SQL } from 'drizzle-orm';
import type { GivenAnswer, JobApplication, JobApplicationStatus } from '@app/shared/contract';
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
  status: row.status as JobApplicationStatus,
  error_message: row.errorMessage,
  answers: row.answers,
  created_at: formatTimestamp(row.createdAt),
});

/** Newest first; only those of one search when `jobSearchId` is given (check its owner first). */
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
    .orderBy(desc(jobApplications.createdAt), desc(jobApplications.id));
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
}

/**
 * Records what the bot did with one LinkedIn job. A user applies to a job once: when that job is
 * already recorded (by this or an earlier search, or a racing worker) the existing row is answered
 * with `created: false` and nothing changes, so the caller neither counts nor charges it twice.
 */
export async function recordJobApplication(
  db: DbOrTx,
  input: NewJobApplication,
): Promise<{ application: JobApplicationRow; created: boolean }> {
  const [inserted] = await db
    .insert(jobApplications)
    .values({ ...input, errorMessage: input.errorMessage ?? null, answers: input.answers ?? [] })
    .onConflictDoNothing({ target: [jobApplications.userId, jobApplications.linkedinJobId] })
    .returning();
  if (inserted) return { application: inserted, created: true };
  const [existing] = await db
    .select()
    .from(jobApplications)
    .where(and(eq(jobApplications.userId, input.userId), eq(jobApplications.linkedinJobId, input.linkedinJobId)))
    .limit(1);
  // Only a concurrent delete of the user or search can get here: a bug for the caller to see.
  if (!existing) throw new Error(`job application ${input.linkedinJobId} vanished while being recorded`);
  return { application: existing, created: false };
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
