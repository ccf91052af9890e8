import type { Applicant, FormQuestion } from '../applicant';
import { placesNamedIn } from '../facts/geo';
import { chooseYesNo, CONDITIONED, yesNoAmongMore, yesNoPair } from '../options-by-meaning';
import { where } from './lives-near';

/** An option saying the applicant needs no move at all: "Already local to Austin", "I live in the area". */
const ALREADY_THERE = /\b(already|local|locally|live|living|reside|residing|based|nearby)\b/i;

/**
 * Relocation offered as a willing, an unwilling and an already-there option ("Willing to relocate" /
 * "Not willing to relocate" / "Already local to Austin, TX"): the already-there option is the answer
 * only for someone living there, so where it (or the question) names a place the applicant lives far
 * from, the rest are a yes and a no. Undefined where the place is unnamed, unplaced or near; null
 * where the already-there option is not theirs and no other one says their answer (asked: the
 * already-there option must never be taken for their yes).
 */
export function relocationOption(
  question: FormQuestion,
  willing: boolean,
  applicant: Applicant,
): string | null | undefined {
  const options = question.options;
  if (options.length < 3) return undefined;
  const there = options.filter((o) => ALREADY_THERE.test(o));
  if (there.length === 0) return undefined;
  const verdicts = there.map((option) => {
    const places = placesNamedIn(option);
    const named = places.length > 0 ? places : placesNamedIn(question.label);
    return named.length > 0 ? where({ places: named }, applicant) : 'unnamed';
  });
  // "Yes, I already live in Chicago" for someone in or near Chicago may well be their answer: asked.
  if (verdicts.some((v) => v === 'in' || v === undefined)) return null;
  if (!verdicts.every((v) => v === 'out')) return undefined;
  const rest = options.filter((o) => !there.includes(o));
  // "Yes, I am willing to relocate" / "Yes, I already live in Austin" / "No" / "Maybe": the yes or no left.
  // A yes on terms of its own ("Yes, with assistance") is not the user's plain yes.
  if (options.some((o) => /^\s*(yes|no)\b/i.test(o))) {
    const chosen = chooseYesNo(willing, rest);
    return chosen && (!willing || !CONDITIONED.test(chosen.replace(/^\s*yes\b[,.!]?/i, ''))) ? chosen : null;
  }
  const pair = rest.length === 2 ? yesNoPair(rest) : yesNoAmongMore(rest);
  return pair && (willing ? pair.yes : pair.no);
}
