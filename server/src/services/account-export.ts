import type { AccountExport } from '@app/shared/contract';
import { formatTimestamp } from '@app/shared/format';
import type { Db } from '../db/client';
import {
  answersNeededForExport,
  creditLedgerForExport,
  feedbackForExport,
  jobApplicationsForExport,
  jobsForExport,
  resumesForExport,
  type ExportPageReader,
} from '../db/repositories/account-export';
import { findExtraInformation, toExtraInformation } from '../db/repositories/extra-information';
import { toJobApplication } from '../db/repositories/job-applications';
import { listJobPreferences, toJobPreference } from '../db/repositories/job-preferences';
import { listJobSearches, toJobSearch } from '../db/repositories/job-searches';
import { toJob } from '../db/repositories/jobs';
import { findLinkedinCredentials } from '../db/repositories/linkedin-credentials';
import { toUser, type UserRow } from '../db/repositories/users';

const stamp = (date: Date | null) => (date ? formatTimestamp(date) : null);

/**
 * Rows read (and serialised) at a time: a page of 5 000-character jobs is about half a MB of JSON,
 * some 10 ms of the embedded database's and the serialiser's time on the server's own thread.
 */
const PAGE_ROWS = 100;
/** Resumes carry up to 200 000 characters of text each. */
const RESUME_PAGE_ROWS = 5;

/** `value` as pretty JSON, indented to sit `depth` levels deep in the document. */
const pretty = (value: unknown, depth: number) =>
  JSON.stringify(value, null, 2).replace(/\n/g, `\n${'  '.repeat(depth)}`);

/** A list read a page at a time (rows after the last id read), each row turned into its JSON form. */
async function* listPages<Row extends { id: number }>(
  read: (afterId: number) => Promise<Row[]>,
  limit: number,
  toJson: (row: Row) => unknown,
): AsyncGenerator<unknown[]> {
  for (let afterId = 0; ;) {
    const rows = await read(afterId);
    if (rows.length > 0) yield rows.map(toJson);
    if (rows.length < limit) return;
    afterId = rows[rows.length - 1]!.id;
    // The embedded database answers without I/O, and a fast socket takes every write at once: a
    // chain of resolved promises that would hold the event loop for the whole export. Every page
    // waits for the next turn of the loop, so other requests are answered between pages.
    await new Promise((resolve) => setImmediate(resolve));
  }
}

type Section = { [K in keyof AccountExport]: [K, AccountExport[K] | AsyncIterable<unknown[]>] }[keyof AccountExport];

/**
 * Everything of the account as one JSON document (product §7 `GET /accounts/users/me/export/`),
 * written as it is read: the long lists a page at a time, each page serialised on its own, so
 * neither the whole document nor one long list is ever held or stringified at once and other
 * requests are served between pages. The keys come in the contract's order. The LinkedIn account
 * is its username and when a session was saved; the sealed password and cookies are never read.
 */
export async function* exportAccountJson(db: Db, user: UserRow): AsyncGenerator<string> {
  const userId = user.id;
  const [extra, credentials, preferences, searches] = await Promise.all([
    findExtraInformation(db, userId),
    findLinkedinCredentials(db, userId),
    listJobPreferences(db, userId),
    listJobSearches(db, userId),
  ]);
  const pages = <Row extends { id: number }>(
    read: ExportPageReader<Row>,
    limit: number,
    toJson: (row: Row) => unknown,
  ) => listPages((afterId) => read(db, userId, afterId, limit), limit, toJson);

  const sections: Section[] = [
    ['exported_at', formatTimestamp(new Date())],
    ['profile', { ...toUser(user), created_at: formatTimestamp(user.createdAt) }],
    [
      'notifications',
      {
        run_ended_email: user.notifyRunEndedEmail,
        answers_needed_email: user.notifyAnswersNeededEmail,
        pin_browser: user.notifyPinBrowser,
        answers_needed_browser: user.notifyAnswersNeededBrowser,
        offer_dismissed: user.notificationOfferDismissed,
      },
    ],
    ['excluded_companies', user.excludedCompanies],
    ['extra_information', extra ? toExtraInformation(extra) : null],
    [
      'linkedin_account',
      credentials
        ? {
            username: credentials.username,
            session_saved_at: credentials.cookiesSealed ? stamp(credentials.cookiesSavedAt) : null,
          }
        : null,
    ],
    [
      'resumes',
      pages(resumesForExport, RESUME_PAGE_ROWS, (resume) => ({
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
    ],
    ['job_preferences', preferences.map(toJobPreference)],
    ['job_searches', searches.map(toJobSearch)],
    ['job_applications', pages(jobApplicationsForExport, PAGE_ROWS, toJobApplication)],
    [
      'answers_needed',
      pages(answersNeededForExport, PAGE_ROWS, (row) => ({
        id: row.id,
        question: row.question,
        input: row.input,
        options: row.options ?? null,
        answered_at: stamp(row.answeredAt),
        created_at: formatTimestamp(row.createdAt),
      })),
    ],
    ['jobs', pages(jobsForExport, PAGE_ROWS, toJob)],
    [
      'credit_ledger',
      pages(creditLedgerForExport, PAGE_ROWS, (row) => ({
        change: row.delta,
        reason: row.reason,
        balance_after: row.balanceAfter,
        date: formatTimestamp(row.createdAt),
      })),
    ],
    [
      'feedback',
      pages(feedbackForExport, PAGE_ROWS, (row) => ({
        id: row.id,
        comment: row.comment,
        created_at: formatTimestamp(row.createdAt),
      })),
    ],
  ];

  yield '{';
  for (const [index, [key, value]] of sections.entries()) {
    yield `${index === 0 ? '' : ','}\n  ${JSON.stringify(key)}: `;
    if (!isPaged(value)) {
      yield pretty(value, 1);
      continue;
    }
    let first = true;
    for await (const rows of value) {
      yield (first ? '[' : ',') + rows.map((row) => `\n    ${pretty(row, 2)}`).join(',');
      first = false;
    }
    yield first ? '[]' : '\n  ]';
  }
  yield '\n}\n';
}

const isPaged = (value: unknown): value is AsyncIterable<unknown[]> =>
  typeof value === 'object' && value !== null && Symbol.asyncIterator in value;
