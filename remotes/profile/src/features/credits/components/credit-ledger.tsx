import styled from 'styled-components';
import type { CreditLedgerEntry } from '@app/shared/contract';
import { formatDateTime } from '@app/shared/format';
import { Link } from '@app/shared/router';
import { down } from '@app/shared/ui';

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  th,
  td {
    text-align: left;
    padding: 8px;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    vertical-align: top;
  }
  .number {
    text-align: right;
    white-space: nowrap;
  }
  ${down('sm')} {
    font-size: 0.875rem;
    th,
    td {
      padding: 6px 4px;
    }
  }
`;

/** +N for credits added, −N (a true minus sign) for credits used. */
const formatChange = (change: number) => (change > 0 ? `+${change}` : `−${Math.abs(change)}`);

/**
 * product §2.10: every change of the balance, newest first, with the search of each job applied to
 * and the receipt of each purchase.
 */
export function CreditLedger({ entries }: { entries: CreditLedgerEntry[] }) {
  return (
    <Table>
      <thead>
        <tr>
          <th scope="col">Date</th>
          <th scope="col" className="number">
            Change
          </th>
          <th scope="col">Reason</th>
          <th scope="col" className="number">
            Balance
          </th>
        </tr>
      </thead>
      <tbody>
        {entries.map((entry) => (
          <tr key={entry.id}>
            <td>{formatDateTime(entry.date)}</td>
            <td className="number">{formatChange(entry.change)}</td>
            <td>
              {entry.job_application ? (
                <Link to={`/job-search/${entry.job_application.job_search}`}>{entry.reason}</Link>
              ) : (
                entry.reason
              )}
              {entry.receipt_url && (
                <>
                  {' · '}
                  {/* Stripe's own receipt page, in a new tab so the ledger stays. */}
                  <a
                    href={entry.receipt_url}
                    target="_blank"
                    rel="noreferrer"
                    aria-label={`Receipt for ${entry.reason} on ${formatDateTime(entry.date)} (opens in a new tab)`}
                  >
                    Receipt
                  </a>
                </>
              )}
            </td>
            <td className="number">{entry.balance_after}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
