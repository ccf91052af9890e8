import { normalizeApiError } from '@app/shared/api';
import { updateJobStatus } from '../api/jobs';
import type { Job, JobStatus } from '@app/shared/contract';
import { queryClient, useServerMutation } from '@app/shared/query';
import { toastError } from '@/utils/toast';
import { jobsKey } from '../api/jobs-page-query';
import { JOB_STATUS_OPTIONS } from '../utils/job-status-labels';
import { Select } from './select';

const STATUS_CHANGE_FAILED = 'Could not change the status';

/** A job's status, changed in place (PATCH `/jobs/{id}/status`); the list is read again after. */
export function JobStatusSelect({ job, name }: { job: Job; name: string }) {
  const change = useServerMutation({
    mutationFn: (status: JobStatus) => updateJobStatus(job.id, status),
    onSettled: () => queryClient.invalidateQueries({ queryKey: jobsKey }),
    onError: (error) => {
      console.error('Could not change the status of a tracked job', error);
      toastError(STATUS_CHANGE_FAILED, normalizeApiError(error).message);
    },
  });
  return (
    <Select
      aria-label={`Status of ${name}`}
      value={change.isPending ? change.variables : job.status}
      disabled={change.isPending}
      onChange={(event) => change.mutate(event.target.value as JobStatus)}
    >
      {JOB_STATUS_OPTIONS.map(({ value, label }) => (
        <option key={value} value={value}>
          {label}
        </option>
      ))}
    </Select>
  );
}
