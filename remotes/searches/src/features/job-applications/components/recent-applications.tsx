import styled from 'styled-components';
import { useServerQuery } from '@app/shared/query';
import { Card } from '@app/shared/ui';
import { applicationsQuery } from '../api/applications-query';
import { ApplicationList } from './application-list';

const Root = styled(Card)`
  h2 {
    margin: 0 0 8px;
    font-size: 1.25rem;
  }
`;

/** product §9: the dashboard shows the newest 10 of all the user's applications. */
const RECENT_APPLICATIONS_LIMIT = 10;

export function RecentApplications() {
  const { data: applications = [], isPending: loading } = useServerQuery(applicationsQuery());
  return (
    <Root aria-labelledby="recent-applications-heading">
      <h2 id="recent-applications-heading">Recent Applications</h2>
      <ApplicationList
        applications={applications}
        loading={loading}
        limit={RECENT_APPLICATIONS_LIMIT}
        label="Recent applications"
      />
    </Root>
  );
}
