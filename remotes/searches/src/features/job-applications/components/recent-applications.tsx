import styled from 'styled-components';
import { useServerQuery } from '@app/shared/query';
import { Card } from '@app/shared/ui';
import { applicationsQuery } from '../api/applications-query';
import { ApplicationList } from './application-list';
import { ExportCsvButton } from './export-csv-button';

const Root = styled(Card)`
  .head {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    align-items: center;
    gap: 8px;
    margin: 0 0 8px;
  }
  h2 {
    margin: 0;
    font-size: 1.25rem;
  }
`;

/** product §9: the dashboard shows the newest 10 of all the user's applications. */
const RECENT_APPLICATIONS_LIMIT = 10;

export function RecentApplications() {
  const { data: applications = [], isPending: loading } = useServerQuery(applicationsQuery());
  return (
    <Root aria-labelledby="recent-applications-heading">
      <div className="head">
        <h2 id="recent-applications-heading">Recent Applications</h2>
        <ExportCsvButton />
      </div>
      <ApplicationList
        applications={applications}
        loading={loading}
        limit={RECENT_APPLICATIONS_LIMIT}
        label="Recent applications"
      />
    </Root>
  );
}
