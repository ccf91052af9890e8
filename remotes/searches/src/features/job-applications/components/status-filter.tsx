import { useId } from 'react';
import styled from 'styled-components';
import { JOB_APPLICATION_STATUSES, type JobApplication, type JobApplicationStatus } from '@app/shared/contract';
import { APPLICATION_STATUSES } from '@app/shared/ui';

const Root = styled.div`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  font-size: 0.875rem;
  select {
    font: inherit;
    padding: 4px 8px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 6px;
    background: ${({ theme }) => theme.colors.surface};
    color: inherit;
  }
`;

export type StatusFilterValue = JobApplicationStatus | 'all';

/** Keeps the applications of the chosen status ('all' keeps every one). */
export const byStatus = (applications: JobApplication[], status: StatusFilterValue) =>
  status === 'all' ? applications : applications.filter((a) => a.status === status);

/** product §2.7: the search's applications filtered by status, each choice with its count. */
export function StatusFilter({
  applications,
  value,
  onChange,
}: {
  applications: JobApplication[];
  value: StatusFilterValue;
  onChange(value: StatusFilterValue): void;
}) {
  const count = (status: StatusFilterValue) => byStatus(applications, status).length;
  const id = useId();
  return (
    <Root>
      <label htmlFor={id}>Filter by status</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value as StatusFilterValue)}>
        <option value="all">All ({count('all')})</option>
        {JOB_APPLICATION_STATUSES.map((status) => (
          <option key={status} value={status}>
            {APPLICATION_STATUSES[status]!.label} ({count(status)})
          </option>
        ))}
      </select>
    </Root>
  );
}
