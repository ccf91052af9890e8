import { useId } from 'react';
import type { JobStatus } from '@app/shared/contract';
import { JOB_STATUS_OPTIONS } from '../utils/job-status-labels';
import { Select } from './select';

/** Keeps the jobs of one status in the table (and the export); empty value for every status. */
export function TrackerStatusFilter({
  value,
  onChange,
}: {
  value: JobStatus | undefined;
  onChange(value: JobStatus | undefined): void;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id}>Filter by status </label>
      <Select
        id={id}
        value={value ?? ''}
        onChange={(event) => onChange((event.target.value || undefined) as JobStatus | undefined)}
      >
        <option value="">All statuses</option>
        {JOB_STATUS_OPTIONS.map(({ value: status, label }) => (
          <option key={status} value={status}>
            {label}
          </option>
        ))}
      </Select>
    </div>
  );
}
