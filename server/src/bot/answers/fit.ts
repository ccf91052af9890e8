import type { Answer, AnswerSource, FormQuestion } from './applicant';
import { CONDITIONED, chooseYesNo, noAmongYeses, readYesNo, yesNoAmongMore, yesNoPair } from './options-by-meaning';
import { matchOption, questionSimilarity } from './text-similarity';
import { payAsNumber } from './user-values';

/** Shapes a found answer to the field: an option of a choice, a number for a numeric field (also for the LLM's). */
export function fit(question: FormQuestion, found: { text: string; source: AnswerSource }): Answer {
  switch (question.kind) {
    case 'select':
    case 'radio': {
      const option =
        matchOption(found.text, question.options) ??
        matchNumberOption(found.text, question.options) ??
        yesNoOption(found.text, question.options, question.label);
      return option
        ? { answered: true, source: found.source, value: option }
        : { answered: false, reason: `"${found.text}" is none of the options` };
    }
    case 'checkbox': {
      // A lone box that states the answer ("Willing to relocate"): ticked for yes, left for no.
      const restates =
        question.options.length === 1 && questionSimilarity(question.label, question.options[0]!) >= 0.85;
      const said = restates ? readYesNo(found.text) : undefined;
      if (said !== undefined && !matchOption(found.text, question.options))
        return { answered: true, source: found.source, value: said ? [question.options[0]!] : [] };
      const chosen = found.text.split(/\s*[,;]\s*/).map((part) => matchOption(part, question.options));
      if (chosen.length === 0 || chosen.some((c) => c === undefined))
        return { answered: false, reason: `"${found.text}" is not among the options` };
      return { answered: true, source: found.source, value: chosen as string[] };
    }
    case 'numeric': {
      const number = payAsNumber(found.text);
      if (number === undefined) return { answered: false, reason: `"${found.text}" is not a number` };
      if (!Number.isInteger(number) && question.wholeNumber !== false) {
        // Rounding 1.5 years to 1 or 2 would type a figure the user never gave.
        return { answered: false, reason: `${number} is not a whole number and the field may take only whole numbers` };
      }
      return { answered: true, source: found.source, value: String(number) };
    }
    default:
      return { answered: true, source: found.source, value: found.text };
  }
}

/** "Yes" picks "Yes, I am authorized" when that is the only option starting with yes. */
function yesNoOption(text: string, options: readonly string[], label: string): string | undefined {
  const said = readYesNo(text);
  if (said === undefined) return undefined;
  // "I already live nearby" beside them: where the job is may make that one the answer (the user's to choose).
  const among = options.some((o) => /\b(already|local|locally|live|living|reside|residing|based|nearby)\b/i.test(o))
    ? undefined
    : yesNoAmongMore(options);
  const chosen =
    chooseYesNo(said, options) ??
    byPolarity(said, options) ??
    restating(said, options, label) ??
    (among && (said ? among.yes : among.no)) ??
    (said ? undefined : noAmongYeses(options));
  if (chosen || said) return chosen;
  // "No" to a list of levels ("Security clearance level": None, Secret, Top Secret) is its "None".
  const none = options.filter((o) => /^\s*(none|no|not applicable|n\/a)\b/i.test(o));
  return none.length === 1 ? none[0] : undefined;
}

/** "30" chooses "30 days" or "1 month (30 days)"; "+49" chooses "Germany (+49)". */
function matchNumberOption(text: string, options: readonly string[]): string | undefined {
  const number = /^\+?\d+$/.test(text.trim()) ? text.trim() : undefined;
  if (!number) return undefined;
  const escaped = number.replace('+', '\\+');
  const pattern = new RegExp(`(^|[^\\d+])${escaped}(?!\\d)|^${escaped}(?!\\d)`);
  const hits = options.filter((o) => pattern.test(o) || (number.startsWith('+') && o.includes(`(${number})`)));
  return hits.length === 1 ? hits[0] : undefined;
}

/**
 * Options that say yes or no in words ("I am willing to relocate" / "Relocation is not an option for
 * me", "Agree" / "Disagree"): of two, "no" is the one that negates and "yes" the other.
 */
function byPolarity(said: boolean, options: readonly string[]): string | undefined {
  // Of more than two, the others may say yes or no on terms of their own ("No, but I could commute").
  if (options.length !== 2 || options.some((o) => /^\s*(yes|no)\b/i.test(o))) return undefined;
  const pair = yesNoPair(options);
  return pair && (said ? pair.yes : pair.no);
}

/** The stems of a text's longer words ("relocate", "relocation" → "reloca"). */
const stems = (text: string) =>
  new Set(
    text
      .toLowerCase()
      .split(/[^a-z]+/)
      .filter((w) => w.length >= 6)
      .map((w) => w.slice(0, 6)),
  );

/**
 * Of several options saying yes (or no) on no conditions ("Yes, I am local" / "Yes, I am willing to
 * relocate" / "No"), the one that says it of what the question asks: the only one sharing a word
 * with the question. None or several: undefined (asked).
 */
function restating(said: boolean, options: readonly string[], label: string): string | undefined {
  const asked = stems(label);
  const sayingIt = options.filter(
    (option) => readYesNo(option) === said && !CONDITIONED.test(option.replace(/^\s*(yes|no)\b[\s,.-]*/i, '')),
  );
  if (sayingIt.length < 2) return undefined;
  const restate = sayingIt.filter((option) => [...stems(option)].some((stem) => asked.has(stem)));
  return restate.length === 1 ? restate[0] : undefined;
}
