import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import { answersNeeded, creditLedger, feedback, resumes } from '../schema';

/**
 * The rows of the account's data export that no other read answers whole. Resumes without their
 * bytes (the export carries metadata and the extracted text).
 */
export function listResumesForExport(db: DbOrTx, userId: number) {
  return db
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
    .where(eq(resumes.userId, userId))
    .orderBy(asc(resumes.id));
}

/** Every question the user was asked, answered or not. */
export function listAnswersNeededForExport(db: DbOrTx, userId: number) {
  return db.select().from(answersNeeded).where(eq(answersNeeded.userId, userId)).orderBy(asc(answersNeeded.id));
}

export function listCreditLedgerForExport(db: DbOrTx, userId: number) {
  return db.select().from(creditLedger).where(eq(creditLedger.userId, userId)).orderBy(asc(creditLedger.id));
}

export function listFeedbackForExport(db: DbOrTx, userId: number) {
  return db.select().from(feedback).where(eq(feedback.userId, userId)).orderBy(asc(feedback.id));
}
