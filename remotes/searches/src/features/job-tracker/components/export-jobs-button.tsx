import type { JobStatus } from '@app/shared/contract';
import { DownloadButton } from '@app/shared/ui';
import { toastError } from '@/utils/toast';
import { allJobs } from '../api/all-jobs';
import { JOBS_CSV_FILE_NAME, jobsCsv } from '../utils/jobs-csv';

const EXPORT_FAILED = 'Could not export your tracked jobs. Please try again.';

/** "Export CSV": every tracked job of the chosen status (all pages), built in the browser. */
export function ExportJobsButton({ status }: { status: JobStatus | undefined }) {
  return (
    <DownloadButton
      fetchFile={async () => ({
        fileName: JOBS_CSV_FILE_NAME,
        text: jobsCsv(await allJobs(status)),
        type: 'text/csv;charset=utf-8',
      })}
      busyLabel="Exporting..."
      onError={(error) => {
        console.error('Could not export the tracked jobs', error);
        toastError(EXPORT_FAILED);
      }}
    >
      Export CSV
    </DownloadButton>
  );
}
