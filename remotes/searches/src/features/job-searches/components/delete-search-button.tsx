import { useId } from 'react';
import styled from 'styled-components';
import { jobSearchDeletionMessages, type JobSearch } from '@app/shared/contract';
import { Button } from '@app/shared/ui';
import { searchName } from './search-name';

const Hint = styled.span`
  font-size: 0.8125rem;
  color: ${({ theme }) => theme.colors.muted};
  align-self: center;
`;

/** Delete, disabled while the search runs, with the reason beside it (the API's own words). */
export function DeleteSearchButton({ search, onDelete }: { search: JobSearch; onDelete(search: JobSearch): void }) {
  const hintId = useId();
  const running = search.status === 'running';
  return (
    <>
      <Button
        $variant="danger"
        aria-label={`Delete ${searchName(search)}`}
        aria-describedby={running ? hintId : undefined}
        disabled={running}
        onClick={() => onDelete(search)}
      >
        Delete
      </Button>
      {running && <Hint id={hintId}>{jobSearchDeletionMessages.running}</Hint>}
    </>
  );
}
