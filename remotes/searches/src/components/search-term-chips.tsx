import styled from 'styled-components';
import { splitSearchTerms } from '@app/shared/contract';
import { Chip } from '@app/shared/ui';

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  list-style: none;
  margin: 0;
  padding: 0;
`;

/** A search's terms (stored joined by semicolons) as chips, one per term whatever its case. */
export function SearchTermChips({ joined, label = 'Search terms' }: { joined: string; label?: string }) {
  return (
    <List aria-label={label}>
      {splitSearchTerms(joined).map((term) => (
        <li key={term}>
          <Chip label={term} />
        </li>
      ))}
    </List>
  );
}
