import { normaliseQuestion } from '../normalise';
import { LEVELS, levelIn, type Level } from '../templates/education';

/**
 * A subject named in brackets or after a dash beside a degree: what is left there once the words for
 * kinds and levels of degree, "or equivalent", "required" and the like are taken away.
 */
export function subjectBeside(label: string): boolean {
  const aside =
    /\b(?:degree|diploma|bachelor'?s?|master'?s?|graduate|b\.?\s?tech|mba)\s*(?:\(([^)]*)\)|[-–—:]\s*([^?.,]+))/i.exec(
      label,
    );
  const words = aside?.[1] ?? aside?.[2];
  // "Bachelor's degree - do you have one?": the question itself after the dash.
  if (!words || /^\s*(do|does|have|has|are|is|did|can|will|would)\b/i.test(words)) return false;
  const rest = normaliseQuestion(words)
    .replace(
      /\b(b ?a|b ?s|b ?sc|b ?e|b ?tech|m ?a|m ?s|m ?sc|m ?tech|mba|bba|bca|mca|ba bs|bs ba|or|and|equivalent|higher|above|required|preferred|mandatory|optional|minimum|any|field|discipline|subject|major|accredited|completed|4 year|four year|3 year|three year|degree|bachelor s?|master s?|level|yes|no|only|etc|e g|if any|in any field|of study)\b/g,
      ' ',
    )
    .trim();
  return /[a-z]{3}/.test(rest);
}

/**
 * The option saying a degree asked is completed, where the options say more than yes: "Completed" (beside
 * "In progress"), or the yes naming the user's highest level ("Yes - Master's or higher" beside "Yes -
 * Bachelor's"). Undefined where the options are a plain yes and no; "" where none or several fit.
 */
export function completedOption(options: readonly string[], highest: Level): string | undefined {
  const saysDone = options.filter((o) =>
    /^(yes )?(completed|graduated|finished|obtained|earned|i have completed|i have graduated)\b(?!.*\b(not|pursuing|progress|expected)\b)/.test(
      normaliseQuestion(o),
    ),
  );
  if (saysDone.length > 0 && options.every((o) => !/^\s*yes\s*$/i.test(o)))
    return saysDone.length === 1 ? saysDone[0] : '';
  const levelled = options.filter((o) => /^\s*yes\b/i.test(o) && levelIn(normaliseQuestion(o)));
  if (levelled.length < 2) return undefined;
  const fits = levelled.filter((o) => {
    const level = levelIn(normaliseQuestion(o))!;
    const orHigher = /\b(or higher|or above|and above|or more)\b|\+/.test(normaliseQuestion(o)) || o.includes('+');
    return level === highest || (orHigher && LEVELS.indexOf(level) <= LEVELS.indexOf(highest));
  });
  return fits.length === 1 ? fits[0] : '';
}
