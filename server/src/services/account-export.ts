import type { AccountExport } from '@app/shared/contract';
import { formatTimestamp } from '@app/shared/format';
import type { Db } from '../db/client';
import {
  listAnswersNeededForExport,
  listCreditLedgerForExport,
  listFeedbackForExport,
  listResumesForExport,
} from '../db/repositories/account-export';
import { findExtraInformation, toExtraInformation } from '../db/repositories/extra-information';
import { listJobApplications, toJobApplication } from '../db/repositories/job-applications';
import { listJobPreferences, toJobPreference } from '../db/repositories/job-preferences';
import { listJobSearches, toJobSearch } from '../db/repositories/job-searches';
import { listJobs, toJob } from '../db/repositories/jobs';
import { findLinkedinCredentials } from '../db/repositories/linkedin-credentials';
import { toUser, type UserRow } from '../db/repositories/users';

const stamp = (date: Date | null) => (date ? formatTimestamp(date) : null);

/**
 * Everything of the account as one document (product §7 `GET /accounts/users/me/export/`).
 * The LinkedIn account is its username and when a session was saved; the sealed password and
 * cookies are never read here.
 */
export async function exportAccount(db: Db, user: UserRow): Promise<AccountExport> {
  const userId = user.id;
  const [extra, credentials, resumes, preferences, searches, applications, answers, jobs, ledger, comments] =
    await Promise.all([
      findExtraInformation(db, userId),
      findLinkedinCredentials(db, userId),
      listResumesForExport(db, userId),
      listJobPreferences(db, userId),
      listJobSearches(db, userId),
      listJobApplications(db, userId),
      listAnswersNeededForExport(db, userId),
      listJobs(db, userId),
      listCreditLedgerForExport(db, userId),
      listFeedbackForExport(db, userId),
    ]);
  return {
    exported_at: formatTimestamp(new Date()),
    profile: { ...toUser(user), created_at: formatTimestamp(user.createdAt) },
    notifications: {
      run_ended_email: user.notifyRunEndedEmail,
      answers_needed_email: user.notifyAnswersNeededEmail,
      pin_browser: user.notifyPinBrowser,
    },
    extra_information: extra ? toExtraInformation(extra) : null,
    linkedin_account: credentials
      ? {
          username: credentials.username,
          session_saved_at: credentials.cookiesSealed ? stamp(credentials.cookiesSavedAt) : null,
        }
      : null,
    resumes: resumes.map((resume) => ({
      id: resume.id,
      title: resume.title,
      file_name: resume.fileName,
      mime_type: resume.mimeType,
      size: resume.size,
      sha256: resume.sha256,
      is_default: resume.isDefault,
      text: resume.text,
      created_at: formatTimestamp(resume.createdAt),
      updated_at: formatTimestamp(resume.updatedAt),
    })),
    job_preferences: preferences.map(toJobPreference),
    job_searches: searches.map(toJobSearch),
    job_applications: applications.map(toJobApplication),
    answers_needed: answers.map((row) => ({
      id: row.id,
      question: row.question,
      input: row.input,
      options: row.options ?? null,
      answered_at: stamp(row.answeredAt),
      created_at: formatTimestamp(row.createdAt),
    })),
    jobs: jobs.map(toJob),
    credit_ledger: ledger.map((row) => ({
      change: row.delta,
      reason: row.reason,
      balance_after: row.balanceAfter,
      date: formatTimestamp(row.createdAt),
    })),
    feedback: comments.map((row) => ({ id: row.id, comment: row.comment, created_at: formatTimestamp(row.createdAt) })),
  };
}
