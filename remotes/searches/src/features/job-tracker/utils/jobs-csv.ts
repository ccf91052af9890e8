import type { Job } from '@app/shared/contract';
import { toCsv, UTF8_BOM } from '@app/shared/format';
import { JOB_STATUS_LABELS } from './job-status-labels';

/** The export's file name (product §2.13). */
export const JOBS_CSV_FILE_NAME = 'job-tracker.csv';

// Timestamps as the API gives them, UTC `yyyy-MM-dd HH:mm:ss` (product §9), which spreadsheets read as dates.
const COLUMNS = ['Title', 'Company', 'Location', 'URL', 'Status', 'Notes', 'Added', 'Updated'];

/** The tracked jobs as a spreadsheet: a header row, then one row per job in the order given. */
export function jobsCsv(jobs: readonly Job[]): string {
  const rows = jobs.map((job) => [
    job.title,
    job.company,
    job.location,
    job.url,
    JOB_STATUS_LABELS[job.status],
    job.notes,
    job.created_at,
    job.updated_at,
  ]);
  return UTF8_BOM + toCsv([COLUMNS, ...rows]);
}
