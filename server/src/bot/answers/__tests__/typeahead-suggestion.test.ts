import { pickSuggestion, typeaheadQuery } from '../typeahead-suggestion';

const berlins = ['Berlin, Berlin, Germany', 'Berlin, Connecticut, United States', 'Berlingen, Thurgau, Switzerland'];

describe('pickSuggestion', () => {
  it('chooses the suggestion that is the answer, in full or by its parts', () => {
    expect(pickSuggestion('berlin, berlin, germany', berlins)).toBe('Berlin, Berlin, Germany');
    expect(pickSuggestion('Berlin, Germany', berlins)).toBe('Berlin, Berlin, Germany');
    expect(pickSuggestion('Berlin, Connecticut', berlins)).toBe('Berlin, Connecticut, United States');
  });

  it('chooses nothing when no suggestion is the answer or several could be', () => {
    expect(pickSuggestion('Atlantis', berlins)).toBeUndefined();
    expect(pickSuggestion('Berlin, France', berlins)).toBeUndefined();
    expect(pickSuggestion('Berlin', berlins)).toBeUndefined();
    expect(pickSuggestion('Berlin', [])).toBeUndefined();
  });

  it('types the first part of the answer', () => {
    expect(typeaheadQuery(' Berlin , Germany')).toBe('Berlin');
  });
});
