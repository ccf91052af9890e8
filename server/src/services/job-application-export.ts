import { JOB_APPLICATION_EXPORT_COLUMNS } from '@app/shared/contract';
import { formatTimestamp, toCsv, UTF8_BOM } from '@app/shared/format';
import type { JobApplicationRow } from '../db/repositories/job-applications';

/**
 * The applications as a spreadsheet (product §7 `job-applications/export/`): one row each, the
 * questions and answers in one cell, a "Q: …" and an "A: …" line per question.
 */
export function applicationsCsv(applications: JobApplicationRow[]): string {
  const rows = applications.map((row) => [
    row.jobTitle,
    row.companyName,
    row.jobUrl,
    row.status,
    row.errorMessage ?? '',
    formatTimestamp(row.createdAt),
    row.answers.map(({ question, answer }) => `Q: ${question}\nA: ${answer}`).join('\n'),
  ]);
  return UTF8_BOM + toCsv([[...JOB_APPLICATION_EXPORT_COLUMNS], ...rows]);
}
