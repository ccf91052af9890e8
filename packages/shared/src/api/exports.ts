import { ACCOUNT_EXPORT_FILE_NAME, applicationsCsvFileName } from '../contract/export-file-names';
import { getApiClient } from './client';

/** A file the API answered, to be saved by the browser. */
export interface DownloadedFile {
  fileName: string;
  text: string;
  type: string;
}

/**
 * The applications as CSV, all or one search's (product §7). Fetched through the API client, so
 * it carries the Bearer token (a plain link could not).
 */
export async function downloadApplicationsCsv(jobSearchId?: number): Promise<DownloadedFile> {
  const { data } = await getApiClient().get<string>('/job-search/job-applications/export/', {
    params: { job_search_id: jobSearchId },
    headers: { Accept: 'text/csv' },
    asText: true,
  });
  // The browser's text decoding drops the byte-order mark; Excel needs it to read UTF-8.
  return { fileName: applicationsCsvFileName(jobSearchId), text: `\uFEFF${data}`, type: 'text/csv;charset=utf-8' };
}

/** Everything of the account as JSON (product §7 `users/me/export/`). */
export async function downloadAccountExport(): Promise<DownloadedFile> {
  const { data } = await getApiClient().get<string>('/accounts/users/me/export/', { asText: true });
  return { fileName: ACCOUNT_EXPORT_FILE_NAME, text: data, type: 'application/json;charset=utf-8' };
}
