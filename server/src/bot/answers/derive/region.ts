import type { Applicant, FormQuestion } from '../applicant';
import { plainText, regionsIn } from '../facts/region';
import type { Meaning } from '../understand';
import { no, yes, type Found } from './found';

/**
 * Yes / no to living in the regions named, from the applicant's country; of a choice of regions, the
 * one holding it, else "Other" where every region offered leaves it out.
 */
export function regionAnswer(
  question: FormQuestion,
  meaning: Meaning & { kind: 'region' },
  applicant: Applicant,
): Found {
  const place = applicant.facts.place;
  const country = place?.value.country;
  if (!place || !country) return undefined;
  if (meaning.regions.length > 0) {
    return meaning.regions.some((countries) => countries.includes(country)) ? yes(place.source) : no(place.source);
  }
  const holding = question.options.filter((option) =>
    regionsIn(plainText(option)).some((countries) => countries.includes(country)),
  );
  if (holding.length === 1) return { text: holding[0]!, source: place.source };
  const other = question.options.filter((option) => /^\s*other\b/i.test(option));
  return holding.length === 0 && other.length === 1 ? { text: other[0]!, source: place.source } : undefined;
}
