import type { Applicant } from '../applicant';
import type { Meaning } from '../understand';
import type { Found } from './found';

const title = (name: string) => name.replace(/\b\w/g, (c) => c.toUpperCase());

/** The languages the applicant states, in the order they wrote them; "other" ones: besides English. */
export function languagesAnswer(meaning: Meaning & { kind: 'languages' }, applicant: Applicant): Found {
  const stated = Object.entries(applicant.facts.languages);
  const named = stated.filter(([name]) => !meaning.other || name !== 'english');
  if (named.length === 0) return undefined;
  return { text: named.map(([name]) => title(name)).join(', '), source: named[0]![1].source };
}
