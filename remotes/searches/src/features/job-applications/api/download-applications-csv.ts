import { getApiClient } from '@app/shared/api';
import { applicationsCsvFileName } from '@app/shared/contract';
import type { FileToSave } from '@app/shared/ui';

/**
 * The applications as CSV, all or one search's (product §7). Fetched through the API client, so
 * it carries the Bearer token (a plain link could not).
 */
export async function downloadApplicationsCsv(jobSearchId?: number): Promise<FileToSave> {
  const { data } = await getApiClient().get<string>('/job-search/job-applications/export/', {
    params: { job_search_id: jobSearchId },
    headers: { Accept: 'text/csv' },
    asText: true,
  });
  // The browser's text decoding drops the byte-order mark; Excel needs it to read UTF-8.
  return { fileName: applicationsCsvFileName(jobSearchId), text: `\uFEFF${data}`, type: 'text/csv;charset=utf-8' };
}
