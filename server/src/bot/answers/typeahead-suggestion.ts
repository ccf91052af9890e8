import { normaliseText } from './text-similarity';

const parts = (text: string) =>
  text
    .split(',')
    .map((part) => normaliseText(part))
    .filter(Boolean);

/** What to type into a typeahead for this answer: its first part ("Berlin" of "Berlin, Germany"). */
export const typeaheadQuery = (answer: string) => answer.split(',')[0]!.trim();

/**
 * The suggestion that is the answer: the same text once normalised; else the one suggestion that
 * starts with the answer's first part and contains every other part ("Berlin, Germany" →
 * "Berlin, Berlin, Germany", not "Berlin, Connecticut, United States"). Undefined when none is,
 * or when several are (a bare "Berlin" with two Berlins): the bot never picks one at random.
 */
export function pickSuggestion(answer: string, suggestions: readonly string[]): string | undefined {
  const wanted = normaliseText(answer);
  const exact = suggestions.find((s) => normaliseText(s) === wanted);
  if (exact) return exact;
  const [first, ...rest] = parts(answer);
  if (!first) return undefined;
  const hits = suggestions.filter((suggestion) => {
    const segments = parts(suggestion);
    return segments[0] === first && rest.every((part) => segments.slice(1).includes(part));
  });
  return hits.length === 1 ? hits[0] : undefined;
}
