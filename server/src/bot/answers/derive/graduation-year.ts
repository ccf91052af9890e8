import type { Applicant } from '../applicant';
import type { Meaning } from '../understand';
import { no, yes, type Found } from './found';

/**
 * The year of the applicant's one degree; two degrees, two years: which one the form means is theirs
 * to say. Asked as yes / no about named years: yes when a degree was completed in one of them, no
 * when every degree states its year and none is one of them.
 */
export function graduationYearAnswer(meaning: Meaning & { kind: 'graduation-year' }, applicant: Applicant): Found {
  const degrees = applicant.facts.degrees;
  if (degrees.length === 0) return undefined;
  if (!meaning.years) {
    const year = degrees[0]!.year;
    return degrees.length === 1 && year ? { text: String(year), source: degrees[0]!.source } : undefined;
  }
  const held = degrees.find((d) => d.year !== undefined && meaning.years!.includes(d.year));
  if (held) return yes(held.source);
  return degrees.every((d) => d.year !== undefined) ? no(degrees[0]!.source) : undefined;
}
