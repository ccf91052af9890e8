import styled from 'styled-components';
import type { Job } from '@app/shared/contract';
import { formatDate } from '@app/shared/format';
import { JobNotes } from './job-notes';
import { JobStatusSelect } from './job-status-select';

const Scroll = styled.div`
  overflow-x: auto;
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  caption {
    text-align: left;
    font-weight: 600;
    padding-bottom: 8px;
  }
  th,
  td {
    text-align: left;
    vertical-align: top;
    padding: 8px;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  td:nth-child(5) {
    min-width: 220px;
  }
`;

/** product §2.13: one row per tracked job, its status and notes changed in place. */
export function JobsTable({ jobs, caption }: { jobs: readonly Job[]; caption: string }) {
  return (
    <Scroll>
      <Table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Job</th>
            <th scope="col">Company</th>
            <th scope="col">Location</th>
            <th scope="col">Status</th>
            <th scope="col">Notes</th>
            <th scope="col">Updated</th>
          </tr>
        </thead>
        <tbody>
          {jobs.map((job) => {
            const name = `${job.title} at ${job.company}`;
            return (
              <tr key={job.id}>
                <th scope="row">
                  {job.url ? (
                    <a href={job.url} target="_blank" rel="noreferrer" aria-label={`${job.title} (opens in a new tab)`}>
                      {job.title}
                    </a>
                  ) : (
                    job.title
                  )}
                </th>
                <td>{job.company}</td>
                <td>{job.location}</td>
                <td>
                  <JobStatusSelect job={job} name={name} />
                </td>
                <td>
                  <JobNotes job={job} name={name} />
                </td>
                <td>{formatDate(job.updated_at)}</td>
              </tr>
            );
          })}
        </tbody>
      </Table>
    </Scroll>
  );
}
