import styled from 'styled-components';
import { Button } from '@app/shared/ui';

const Root = styled.nav`
  display: flex;
  align-items: center;
  gap: 12px;
  margin-top: 16px;
`;

/** Previous / Next over a list the API answers a page at a time, saying which rows are shown. */
export function Pager({
  offset,
  pageSize,
  total,
  busy,
  onChange,
}: {
  offset: number;
  pageSize: number;
  total: number;
  /** The next page is on its way: both buttons wait for it. */
  busy: boolean;
  onChange(offset: number): void;
}) {
  const last = Math.min(offset + pageSize, total);
  return (
    <Root aria-label="Pages">
      <Button
        $variant="secondary"
        disabled={busy || offset === 0}
        onClick={() => onChange(Math.max(0, offset - pageSize))}
      >
        Previous page
      </Button>
      <span aria-live="polite">{total === 0 ? 'No jobs' : `Jobs ${offset + 1}–${last} of ${total}`}</span>
      <Button $variant="secondary" disabled={busy || last >= total} onClick={() => onChange(offset + pageSize)}>
        Next page
      </Button>
    </Root>
  );
}
