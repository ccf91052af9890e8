import styled from 'styled-components';
import type { JobApplication } from '@app/shared/contract';
import { Skeleton } from '@app/shared/ui';
import { ApplicationItem } from './application-item';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

const NO_APPLICATIONS = 'No applications found.';

interface Props {
  applications: JobApplication[];
  loading: boolean;
  /** At most this many, newest first (product §9: 10 on the dashboard). */
  limit?: number;
  /** Show each application's questions and the answers given (the search's own page). */
  showAnswers?: boolean;
  label: string;
}

export function ApplicationList({ applications, loading, limit, showAnswers = false, label }: Props) {
  if (loading) {
    return (
      <div role="status" aria-busy="true" aria-label={`Loading ${label}`}>
        <Skeleton $height="56px" />
        <br />
        <Skeleton $height="56px" />
      </div>
    );
  }
  if (applications.length === 0) return <p>{NO_APPLICATIONS}</p>;
  const shown = limit === undefined ? applications : applications.slice(0, limit);
  return (
    <List aria-label={label}>
      {shown.map((application) => (
        <ApplicationItem key={application.id} application={application} showAnswers={showAnswers} />
      ))}
    </List>
  );
}
