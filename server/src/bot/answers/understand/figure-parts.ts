import type { Meaning } from './meaning';

/** Facts a field asks as a figure or a span: two of them in one field cannot be one answer. */
export const FIGURE_KINDS = new Set<Meaning['kind']>(['pay', 'notice', 'experience']);

/** "Total experience and current CTC", "Notice period / expected salary": the parts a field joins. */
export const joinedParts = (label: string): string[] =>
  label.split(/\s+(?:and|&|plus)\s+|\s*[/;]\s*/i).filter((part) => /[a-z]{3}/i.test(part));
