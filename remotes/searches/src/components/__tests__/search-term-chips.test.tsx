import { render, screen, within } from '@testing-library/react';
import { UiProvider } from '@app/shared/ui';
import { SearchTermChips } from '../search-term-chips';

describe('SearchTermChips', () => {
  test('one chip per term: trimmed, blanks dropped, a repeat in another case shown once as first spelled', () => {
    render(
      <UiProvider>
        <SearchTermChips joined=" Berlin ;berlin; ;React;BERLIN;react " />
      </UiProvider>,
    );
    const chips = within(screen.getByRole('list', { name: 'Search terms' })).getAllByRole('listitem');
    expect(chips.map((chip) => chip.textContent)).toEqual(['Berlin', 'React']);
  });
});
