import styled from 'styled-components';
import type { JobApplication } from '@app/shared/contract';
import { formatDateTime } from '@app/shared/format';
import { ApplicationStatusBadge } from '@app/shared/ui';
import { GivenAnswers } from './given-answers';

const Item = styled.li`
  padding: 12px 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  &:last-child {
    border-bottom: none;
  }
  .top {
    display: flex;
    justify-content: space-between;
    gap: 8px;
    align-items: flex-start;
  }
  h3 {
    margin: 0;
    font-size: 1rem;
  }
  p {
    margin: 2px 0;
    font-size: 0.875rem;
  }
  .muted {
    color: ${({ theme }) => theme.colors.muted};
  }
  .error {
    color: ${({ theme }) => theme.colors.danger};
  }
`;

/** product §4: failed and not relevant applications say why; a waiting one says which question it waits for. */
const SHOWS_ERROR = new Set(['failed', 'not_relevant', 'waiting']);

export function ApplicationItem({ application, showAnswers }: { application: JobApplication; showAnswers: boolean }) {
  // On hold, not applied: its date is when it started waiting, and its question is no error.
  const waiting = application.status === 'waiting';
  return (
    <Item aria-label={`${application.job_title} at ${application.company_name}`}>
      <div className="top">
        <h3>{application.job_title}</h3>
        <ApplicationStatusBadge status={application.status} />
      </div>
      <p>{application.company_name}</p>
      <p>
        <a
          href={application.job_url}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`View job: ${application.job_title} (opens in a new tab)`}
        >
          View job
        </a>
      </p>
      <p className="muted">
        {waiting ? 'Waiting since' : 'Applied on'} {formatDateTime(application.created_at)}
      </p>
      {SHOWS_ERROR.has(application.status) && application.error_message && (
        <p className={waiting ? 'muted' : 'error'}>{application.error_message}</p>
      )}
      {showAnswers && <GivenAnswers answers={application.answers} jobTitle={application.job_title} />}
    </Item>
  );
}
