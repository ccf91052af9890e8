import { normaliseQuestion } from '../normalise';
import type { Level } from '../templates/education';
import type { Rule } from './rule';
import { asksYesNo } from './rule';

/** Words that ask when the applicant graduated or passed out: "year of graduation", "passing year", "batch". */
const ASKS_YEAR =
  /^(?:(?:what|which) (?:is |was )?(?:your )?(?:year|batch) (?:of )?(?:graduation|passing|pass out|passout|completion)|(?:what|which|in which|in what) year (?:did|have) you (?:graduate|pass out|complete (?:your )?(?:graduation|degree|studies|education|college|university))(?: from (?:college|university))?|when did you graduate(?: from (?:college|university))?|(?:your )?(?:year of (?:graduation|passing|completion)|graduation year|passing year|pass out year|passout year|graduation batch|batch)(?: year)?)$/;

/**
 * Words a question asking the year a degree was completed is made of, in any order ("In what year did
 * you complete your Bachelor's degree?", "Bachelor's degree completion year", "Year you obtained your
 * highest degree"). Any other word (expected, start, grade, school) asks something else.
 */
const YEAR_QUESTION_WORDS = new Set(
  (
    'what which in year did you your the a an of graduate graduated graduation complete completed completion ' +
    'finish finished obtain obtained earn earned receive received awarded conferred get got degree degrees college university from ' +
    'when passing pass out passout batch is was studies education bachelor bachelors master masters s undergraduate ' +
    'postgraduate post graduate b m tech e btech mtech mba phd ph d doctorate highest most recent latest last or equivalent have had hold held please select choose indicate'
  ).split(' '),
);

/** Words of a year other than a degree's completion: its start, one expected, a certificate's, a job's, a birth. */
const OTHER_YEAR =
  /\b(start\w*|began|begin\w*|enrol\w*|expect\w*|will|anticipat\w*|plan\w*|future|certif\w*|licen\w*|course|courses|bootcamp|training|birth|born|work\w*|job|jobs|employ\w*|experience|join\w*|hired|first|intern\w*|not yet|still)\b/;

/** The level a year question names by a degree's own words ("graduation" alone names none). */
function levelNamed(label: string): { level?: Level; highest?: true; latest?: true } {
  if (/\bhighest\b/.test(label)) return { highest: true };
  if (/\b(most recent|latest|last)\b/.test(label)) return { latest: true };
  if (/\b(ph ?d|doctorate)\b/.test(label)) return { level: 'doctorate' };
  if (/\b(master|masters|postgraduate|post graduate|m ?tech|mba)\b/.test(label)) return { level: 'master' };
  if (/\b(bachelor|bachelors|undergraduate|b ?tech|b e)\b/.test(label)) return { level: 'bachelor' };
  return {};
}

/** Options that are years or spans of years ("2025", "2019 or earlier", "2015-2020"), two or more. */
export const yearOptions = (options: readonly string[]) =>
  options.filter((o) => /\b(19[5-9]\d|20\d\d)\b/.test(o)).length >= 2;

/**
 * The year the applicant graduated, asked as a figure ("Graduation year", "What year did you
 * graduate?", "Year of passing") or among years as options, of a level when one is named ("In what
 * year did you complete your Bachelor's?"); or as a yes / no about named years ("Are you a 2025
 * graduate?", "Did you graduate in 2024 or 2025?", "Are you from the 2025 batch?").
 */
export const graduationYearRule: Rule = (question, text) => {
  const label = text.label;
  // "Your spouse's graduation year", "the year your father graduated": someone else's year.
  if (
    /\b(spouse|spouses|partner|partner s|husband|wife|father|mother|parents?|sibling|brother|sister|child|children|son|daughter|family|guardian)\b/.test(
      label,
    )
  )
    return undefined;
  const choices = question.options.length === 0 ? question.kind !== 'checkbox' : yearOptions(question.options);
  if (choices && ASKS_YEAR.test(label)) return { kind: 'graduation-year', ...levelNamed(label) };
  // Among years as options, the first clause says what is asked ("Year you earned your degree. If …,
  // select …"): a condition or an aside after it only says how to choose.
  const asked = question.options.length > 0 ? firstClause(question.label) : label;
  const words = asked.split(' ');
  if (
    choices &&
    // High school, 12th: a year the resume does not give (the degrees' years are no answer to it).
    !/\b(high school|secondary|12th|10th|school)\b/.test(asked) &&
    // A field to type in: only the words of such a question. Among years as options, any words but
    // those asking another year (a start, one expected, a certificate's, a job's).
    (question.options.length > 0
      ? !OTHER_YEAR.test(asked) && !/\b(do|does|are|is|have|has)\b.*\b(19[5-9]\d|20\d\d)\b/.test(asked)
      : words.every((w) => YEAR_QUESTION_WORDS.has(w))) &&
    /\b(year|when)\b/.test(asked) &&
    /\b(graduat\w*|complet\w*|finish\w*|obtain\w*|earn\w*|receiv\w*|awarded|conferred|get|got|pass\w*|batch)\b/.test(
      asked,
    ) &&
    // "Year of graduation" names no degree; "completion year" alone might be any course's.
    /\b(graduat\w*|pass\w*|batch|degrees?|bachelors?|masters?|undergraduate|postgraduate|b ?tech|m ?tech|mba|ph ?d|doctorate|college|university|studies|education)\b/.test(
      asked,
    )
  )
    return { kind: 'graduation-year', ...levelNamed(asked) };
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

/** The label up to its first full stop, question mark, bracket, colon or clause of a condition, normalised. */
function firstClause(label: string): string {
  const clause = label.split(/[.?(;:]\s|[?(;:]|,\s*(?=(if|or|and|please|select|choose|e\.?g)\b)/i)[0] ?? label;
  return normaliseQuestion(clause);
}
