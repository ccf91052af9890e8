import styled from 'styled-components';
import { describeActivity } from '@app/shared/contract';
import { queries, useServerQuery } from '@app/shared/query';
import { useLiveGap } from '@app/shared/stores';

const Now = styled.p`
  margin: 0;
  padding: 8px 12px;
  border-radius: 6px;
  background: #dbeafe;
  color: #1e3a8a;
  font-size: 0.875rem;
`;

/** Before the bot's first step is heard (a page opened mid-run). */
const NO_STEP_YET = 'Waiting for the next step…';

/**
 * product §2.7: what the bot is doing now on a running search ("Signing in to LinkedIn", "Page 2
 * of results for …", "Applying to … at …"), from the live job_search_activity event.
 */
export function CurrentActivity({ jobSearchId }: { jobSearchId: number }) {
  const { data: activity } = useServerQuery(queries.jobSearchActivity(jobSearchId));
  // Without a live connection the last step heard is not "now".
  const live = useLiveGap() === 'live';
  return (
    <Now role="status">
      <strong>{live ? 'Now:' : 'Last known:'}</strong> {activity ? describeActivity(activity) : NO_STEP_YET}
    </Now>
  );
}
