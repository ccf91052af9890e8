import { and, asc, eq, gt } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import { answersNeeded, creditLedger, feedback, jobApplications, jobs, resumes } from '../schema';

/**
 * The account's data export reads its long lists a page at a time, by id, so that no list of
 * thousands of rows is read, held or serialised whole: each reader answers the `limit` rows of
 * the user after id `afterId`.
 */
export type ExportPageReader<Row> = (db: DbOrTx, userId: number, afterId: number, limit: number) => Promise<Row[]>;

/** Resumes without their bytes (the export carries metadata and the extracted text). */
export const resumesForExport = (db: DbOrTx, userId: number, afterId: number, limit: number) =>
  db
    .select({
      id: resumes.id,
      title: resumes.title,
      fileName: resumes.fileName,
      mimeType: resumes.mimeType,
      size: resumes.size,
      sha256: resumes.sha256,
      isDefault: resumes.isDefault,
      text: resumes.text,
      createdAt: resumes.createdAt,
      updatedAt: resumes.updatedAt,
    })
    .from(resumes)
    .where(and(eq(resumes.userId, userId), gt(resumes.id, afterId)))
    .orderBy(asc(resumes.id))
    .limit(limit);

export const jobApplicationsForExport = (db: DbOrTx, userId: number, afterId: number, limit: number) =>
  db
    .select()
    .from(jobApplications)
    .where(and(eq(jobApplications.userId, userId), gt(jobApplications.id, afterId)))
    .orderBy(asc(jobApplications.id))
    .limit(limit);

/** Every question the user was asked, answered or not. */
export const answersNeededForExport = (db: DbOrTx, userId: number, afterId: number, limit: number) =>
  db
    .select()
    .from(answersNeeded)
    .where(and(eq(answersNeeded.userId, userId), gt(answersNeeded.id, afterId)))
    .orderBy(asc(answersNeeded.id))
    .limit(limit);

export const jobsForExport = (db: DbOrTx, userId: number, afterId: number, limit: number) =>
  db
    .select()
    .from(jobs)
    .where(and(eq(jobs.userId, userId), gt(jobs.id, afterId)))
    .orderBy(asc(jobs.id))
    .limit(limit);

export const creditLedgerForExport = (db: DbOrTx, userId: number, afterId: number, limit: number) =>
  db
    .select()
    .from(creditLedger)
    .where(and(eq(creditLedger.userId, userId), gt(creditLedger.id, afterId)))
    .orderBy(asc(creditLedger.id))
    .limit(limit);

export const feedbackForExport = (db: DbOrTx, userId: number, afterId: number, limit: number) =>
  db
    .select()
    .from(feedback)
    .where(and(eq(feedback.userId, userId), gt(feedback.id, afterId)))
    .orderBy(asc(feedback.id))
    .limit(limit);
