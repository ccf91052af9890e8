import { DownloadButton } from '@app/shared/ui';
import { toastError } from '@/utils/toast';
import { downloadApplicationsCsv } from '../api/download-applications-csv';

const EXPORT_FAILED = 'Could not export your applications. Please try again.';

/** "Export CSV": the user's applications, or one search's, as a spreadsheet (product §7). */
export function ExportCsvButton({ jobSearchId }: { jobSearchId?: number }) {
  return (
    <DownloadButton
      fetchFile={() => downloadApplicationsCsv(jobSearchId)}
      busyLabel="Exporting..."
      onError={(error) => {
        console.error('Could not export the applications', error);
        toastError(EXPORT_FAILED);
      }}
    >
      Export CSV
    </DownloadButton>
  );
}
