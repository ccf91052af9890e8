import type { Rule } from './rule';
import { asksYesNo } from './rule';

/** Words that ask when the applicant graduated or passed out: "year of graduation", "passing year", "batch". */
const ASKS_YEAR =
  /^(?:(?:what|which) (?:is |was )?(?:your )?(?:year|batch) (?:of )?(?:graduation|passing|pass out|passout|completion)|(?:what|which|in which|in what) year (?:did|have) you (?:graduate|pass out|complete (?:your )?(?:graduation|degree|studies|education|college|university))(?: from (?:college|university))?|when did you graduate(?: from (?:college|university))?|(?:your )?(?:year of (?:graduation|passing|completion)|graduation year|passing year|pass out year|passout year|graduation batch|batch)(?: year)?)$/;

/**
 * The year the applicant graduated, asked as a figure ("Graduation year", "What year did you
 * graduate?", "Year of passing") or as a yes / no about named years ("Are you a 2025 graduate?",
 * "Did you graduate in 2024 or 2025?", "Are you from the 2025 batch?").
 */
export const graduationYearRule: Rule = (question, text) => {
  const label = text.label;
  if (question.options.length === 0 && question.kind !== 'checkbox' && ASKS_YEAR.test(label))
    return { kind: 'graduation-year' };
  if (!asksYesNo(question, label)) return undefined;
  const years = [...label.matchAll(/\b(19[5-9]\d|20\d\d)\b/g)].map((m) => Number(m[1]));
  if (years.length === 0) return undefined;
  // Only the years and the words naming graduating with them: "a 2025 graduate", "the 2024 or 2025 batch".
  const rest = label
    .replace(/\b(19[5-9]\d|20\d\d)\b/g, ' ')
    .replace(/^(are|were|did|have) you\b/, ' ')
    .replace(
      /\b(a|an|the|from|of|in|or|and|year|batch|passout|pass out|passed out|graduate|graduated|graduation|college|university|degree|engineering|b ?tech|b e)\b/g,
      ' ',
    )
    .trim();
  if (rest !== '') return undefined;
  if (!/\b(graduate|graduated|graduation|batch|passout|pass out|passed out)\b/.test(label)) return undefined;
  return { kind: 'graduation-year', years };
};
