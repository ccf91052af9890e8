import { useId, useState } from 'react';
import styled from 'styled-components';
import type { JobApplication, JobApplicationStatus } from '@app/shared/contract';
import { formatDateTime } from '@app/shared/format';
import { ApplicationStatusBadge, Button } from '@app/shared/ui';
import { GivenAnswers } from './given-answers';
import { CompanySiteLine } from './company-site-line';

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

/**
 * product §4: failed, skipped and not relevant applications say why; a waiting one says which
 * question it waits for, an answered one that it is tried next.
 */
const SHOWS_ERROR = new Set(['failed', 'not_relevant', 'waiting', 'answered', 'skipped']);
/** Not applied, and nothing went wrong: the reason reads as information, not as an error. */
const NEUTRAL = new Set(['waiting', 'answered', 'skipped']);

/**
 * What the date of an application's latest attempt means (product §2.3): only an applied one was
 * applied on it (its successful attempt); a failed one was attempted, a waiting one waits since, a
 * skipped one was looked at.
 */
const DATE_LABELS: Record<JobApplicationStatus, string> = {
  applied: 'Applied on',
  failed: 'Attempted on',
  waiting: 'Waiting since',
  answered: 'Waiting since',
  not_relevant: 'Checked on',
  already_applied: 'Checked on',
  skipped: 'Checked on',
};

export function ApplicationItem({ application, showAnswers }: { application: JobApplication; showAnswers: boolean }) {
  const neutral = NEUTRAL.has(application.status);
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
      <CompanySiteLine application={application} />
      <p className="muted">
        {DATE_LABELS[application.status]} {formatDateTime(application.attempted_at)}
      </p>
      {SHOWS_ERROR.has(application.status) && application.error_message && (
        <p className={neutral ? 'muted' : 'error'}>{application.error_message}</p>
      )}
      {showAnswers && <FoldedAnswers application={application} />}
    </Item>
  );
}

/** product §2.7: the answers given, folded by default so a long list of applications stays readable. */
function FoldedAnswers({ application }: { application: JobApplication }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const count = application.answers.length;
  if (count === 0) return null;
  return (
    <>
      <Button $variant="text" aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
        {open ? 'Hide answers' : `Show answers (${count})`}
      </Button>
      <div id={id} hidden={!open}>
        {open && <GivenAnswers answers={application.answers} jobTitle={application.job_title} />}
      </div>
    </>
  );
}
