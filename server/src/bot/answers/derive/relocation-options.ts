import type { Applicant, FormQuestion } from '../applicant';
import { placesNamedIn } from '../facts/geo';
import { yesNoAmongMore, yesNoPair } from '../options-by-meaning';
import { where } from './lives-near';

/** An option saying the applicant needs no move at all: "Already local to Austin", "I live in the area". */
const ALREADY_THERE = /\b(already|local|locally|live|living|reside|residing|based|nearby)\b/i;

/**
 * Relocation offered as a willing, an unwilling and an already-there option ("Willing to relocate" /
 * "Not willing to relocate" / "Already local to Austin, TX"): the already-there option is the answer
 * only for someone living there, so where it (or the question) names a place the applicant lives far
 * from, the rest are a yes and a no. Undefined where the place is unnamed, unplaced or near.
 */
export function relocationOption(question: FormQuestion, willing: boolean, applicant: Applicant): string | undefined {
  const options = question.options;
  if (options.length < 3 || options.some((o) => /^\s*(yes|no)\b/i.test(o))) return undefined;
  const there = options.filter((o) => ALREADY_THERE.test(o));
  if (there.length === 0) return undefined;
  const far = there.every((option) => {
    const places = placesNamedIn(option);
    const named = places.length > 0 ? places : placesNamedIn(question.label);
    return named.length > 0 && where({ places: named }, applicant) === 'out';
  });
  if (!far) return undefined;
  const rest = options.filter((o) => !there.includes(o));
  const pair = rest.length === 2 ? yesNoPair(rest) : yesNoAmongMore(rest);
  return pair && (willing ? pair.yes : pair.no);
}
