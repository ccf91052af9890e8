/**
 * Choosing a select or radio option by what it means, not by its words: 30 days is "1 month",
 * 0 days is "Immediately", 4 years is "3-5 years" — and only when exactly one option means it:
 * "1-3 years" and "3-5 years" both hold 3, so 3 chooses neither (the question is asked instead).
 */

interface Range {
  min: number;
  max: number;
  /** The option names one value ("1 month"), not a span: preferred over a span holding it. */
  point: boolean;
}

const DAYS_PER: Record<string, number> = { day: 1, week: 7, month: 30, year: 365 };

/** "1 month" → 30, "2 weeks" → 14, "90 days" → 90 (in days). */
function unitDays(word: string): number | undefined {
  const unit = /^(day|week|month|year)/i.exec(word)?.[1]?.toLowerCase();
  return unit ? DAYS_PER[unit] : undefined;
}

/** The span of values an option means, in the unit `defaultUnit` (days for durations). */
function optionRange(option: string, toUnit: (n: number, unitWord: string | undefined) => number): Range | undefined {
  const text = option
    .toLowerCase()
    .replace(/,/g, '')
    .replace(/\b(a|an|one)\s+(?=(day|week|month|year)s?\b)/g, '1 ')
    .replace(/\btwo\b/g, '2')
    .replace(/\bthree\b/g, '3')
    .replace(/\bsix\b/g, '6');
  if (/\b(immediate(ly)?|right away|asap|no notice|none|not serving|0 days?)\b/.test(text)) {
    return { min: 0, max: 0, point: true };
  }
  const unitWord = /\b(days?|weeks?|months?|years?|yrs?)\b/.exec(text)?.[1];
  const nums = [...text.matchAll(/\d+(?:\.\d+)?/g)].map((m) => Number(m[0]));
  if (nums.length === 0) return undefined;
  const v = nums.map((n) => toUnit(n, unitWord));
  if (nums.length >= 2 && /\d\s*(-|–|to)\s*\d/.test(text)) return { min: v[0]!, max: v[1]!, point: false };
  if (nums.length !== 1) return undefined;
  const n = v[0]!;
  if (/\+|\bor more\b|\bmore than\b|\babove\b|\bover\b|\bat least\b|\bplus\b/.test(text)) {
    const strict = /\bmore than\b|\babove\b|\bover\b/.test(text);
    return { min: strict ? n + 1e-9 : n, max: Infinity, point: false };
  }
  if (/\bless than\b|\bunder\b|\bbelow\b|\bwithin\b|\bor less\b|\bup to\b|\bupto\b/.test(text)) {
    const strict = /\bless than\b|\bunder\b|\bbelow\b/.test(text);
    return { min: 0, max: strict ? n - 1e-9 : n, point: false };
  }
  return { min: n, max: n, point: true };
}

function chooseByRange(
  value: number,
  options: readonly string[],
  ranges: Array<Range | undefined>,
): string | undefined {
  const points = options.filter((_, i) => ranges[i]?.point && ranges[i]!.min === value);
  if (points.length === 1) return points[0];
  if (points.length > 1) return undefined;
  // Of spans holding the value, the narrowest says most: 14 days is "Within 2 weeks" rather than
  // "Within a month" (both true). Two equally narrow spans leave it undecided.
  const spans = options
    .map((option, i) => ({ option, range: ranges[i] }))
    .filter(({ range }) => range && value >= range.min && value <= range.max)
    .map(({ option, range }) => ({ option, width: range!.max - range!.min }))
    .sort((a, b) => a.width - b.width);
  if (spans.length === 0 || (spans.length > 1 && spans[0]!.width === spans[1]!.width)) return undefined;
  return spans[0]!.option;
}

/** The option meaning a notice period or start delay of `days` days ("1 month" for 30). */
export function chooseDuration(days: number, options: readonly string[]): string | undefined {
  const ranges = options.map((option) =>
    optionRange(option, (n, unitWord) => n * (unitWord ? (unitDays(unitWord) ?? 1) : 1)),
  );
  // A list with no unit anywhere ("0", "15", "30") counts days, as LinkedIn's notice questions do.
  return chooseByRange(days, options, ranges);
}

/** The option holding a number of years ("3-5 years" for 4, "5+ years" for 7). */
export function chooseYears(years: number, options: readonly string[]): string | undefined {
  const ranges = options.map((option) =>
    /\b(months?)\b/i.test(option)
      ? optionRange(option, (n) => n / 12)
      : optionRange(option.replace(/\b(no experience|none)\b/i, '0'), (n) => n),
  );
  return chooseByRange(years, options, ranges);
}

/** A way not to answer beside a yes and a no ("Prefer not to say", "N/A"): no answer of its own. */
const DECLINE =
  /^\s*(prefer not to (say|answer|disclose)|decline to (answer|state|say)|not applicable|n\/?a)\s*\.?\s*$/i;

/** Options that are a yes and a no, with at most ways not to answer beside them ("Yes" / "No" / "Prefer not to say"). */
export function yesNoWithDecline(options: readonly string[]): boolean {
  const answers = options.filter((o) => !DECLINE.test(o));
  return answers.length === 2 && answers.length < options.length && answers.every((o) => /^\s*(yes|no)\b/i.test(o));
}

/** Terms an option adds to its yes or no: "with assistance", "if …", "but …", "depending on …". */
export const CONDITIONED =
  /\b(if|but|with|without|only|unless|provided|depending|depends|assistance|support|package|negotiable|case by case|for the right|willing to discuss|after|once|later|in the future|partially|some)\b/i;

/** The option saying yes (or no): "Yes", "Yes, I am", "No, I will not"; undefined unless exactly one. */
export function chooseYesNo(yes: boolean, options: readonly string[]): string | undefined {
  const word = yes ? 'yes' : 'no';
  const hits = options.filter((option) => new RegExp(`^\\s*${word}\\b`, 'i').test(option));
  if (hits.length === 1) return hits[0];
  // "Yes" / "Yes, with relocation assistance" / "No": the yes on no terms of its own is the plain one.
  const plain = hits.filter((option) => !CONDITIONED.test(option));
  return hits.length > 1 && plain.length === 1 ? plain[0] : undefined;
}

/** Yes or no as a user wrote it ("Yes", "yes, I am", "No.", "I do not"); undefined for anything else. */
export function readYesNo(text: string): boolean | undefined {
  const t = text.trim().toLowerCase();
  if (/^(yes|y|yeah|yep|true|sure|of course|absolutely|i am|i do|i will|i have|i can|i would)\b(?!\s+not\b)/.test(t))
    return true;
  if (
    /^(no|n|nope|false|not|never|i am not|i'm not|i do not|i don't|i will not|i won't|i have not|i haven't|i cannot|i can't)\b/.test(
      t,
    )
  )
    return false;
  return undefined;
}

/** Words that turn an option into the "no" of a pair: "Not willing", "I do not agree", "Disagree", "Located outside the US". */
const SAYS_NO =
  /\b(not|no|never|none|unable|cannot|can t|won t|don t|do not|does not|will not|am not|decline|declined|disagree|neither|false|unwilling|unauthori[sz]ed|outside|under)\b|n['’]t\b/i;
/** A figure with its unit ("less than 2 years", "$50k"): an option of a range, whose "no" is no opposite of the other. */
const FIGURE_WITH_UNIT = /\d\s*\+?\s*(years?|yrs?|months?|weeks?|days?|hours?|k\b|lpa|lakhs?|%)|[$€£₹]\s*\d/i;

/**
 * Two options that are a yes and a no in other words ("I do" / "I don't", "Agree" / "Disagree",
 * "Authorized" / "Not authorized", "Located in the US" / "Located outside the US"): which of them
 * is the yes. Exactly one must say no; an option with a figure and its unit is a range, never a yes.
 */
export function yesNoPair(options: readonly string[]): { yes: string; no: string } | undefined {
  if (options.length !== 2) return undefined;
  const said = options.map((o) => readYesNo(o));
  // "Not applicable", "Prefer not to say": a way not to answer, not a no.
  if (options.some((o) => /\b(not applicable|n\/a|prefer not|decline to|rather not|not sure|unsure|maybe)\b/i.test(o)))
    return undefined;
  if (said[0] !== undefined && said[1] !== undefined && said[0] !== said[1])
    return said[0] ? { yes: options[0]!, no: options[1]! } : { yes: options[1]!, no: options[0]! };
  if (options.some((o) => FIGURE_WITH_UNIT.test(o) && !/^\s*(yes|no)\b/i.test(o))) return undefined;
  const negative = options.filter((o) => SAYS_NO.test(o.replace(/’/g, "'").replace(/'/g, ' ')));
  if (negative.length !== 1) return undefined;
  const no = negative[0]!;
  return { yes: options.find((o) => o !== no)!, no };
}

/**
 * A yes and a no among more options ("Willing to relocate" / "Not willing to relocate" / "Already
 * local"): the one option saying no, and the one option saying all its words without the negation.
 * Another option (a third case) is never read as either.
 */
export function yesNoAmongMore(options: readonly string[]): { yes: string; no: string } | undefined {
  const negating = theOneNegating(options);
  if (!negating || negating.wanted.length === 0) return undefined;
  const { no, wanted } = negating;
  const yes = options.filter((o) => o !== no && wanted.every((w) => wordsOf(o).includes(w)));
  if (yes.length === 1) return { yes: yes[0]!, no };
  // "Willing to relocate" beside "Willing to relocate with assistance": the yes saying only the no's
  // words without the negation, on no terms of its own.
  const plain = yes.filter((o) => wordsOf(o).every((w) => wanted.includes(w)));
  return yes.length > 1 && plain.length === 1 ? { yes: plain[0]!, no } : undefined;
}

const plainOption = (o: string) => o.toLowerCase().replace(/[’']/g, ' ');
const wordsOf = (o: string) =>
  plainOption(o)
    .split(/[^a-z]+/)
    .filter((w) => w.length >= 3);

/**
 * Among three options or more (none a plain yes / no or a figure), the one that negates, with its
 * words less the negation ("Not open to relocating" → open, relocating); undefined unless exactly one negates.
 */
function theOneNegating(options: readonly string[]): { no: string; wanted: string[] } | undefined {
  if (options.length < 3 || options.some((o) => /^\s*(yes|no)\b/i.test(o) || FIGURE_WITH_UNIT.test(o)))
    return undefined;
  const negative = options.filter((o) => SAYS_NO.test(plainOption(o)));
  if (negative.length !== 1) return undefined;
  const no = negative[0]!;
  const wanted = wordsOf(no.replace(/n['’]t\b/gi, ' ').replace(SAYS_NO, ' ')).filter((w) => !SAYS_NO.test(w));
  return { no, wanted };
}

/**
 * The no among options that each say yes on terms of their own ("I am willing to relocate and will
 * self relocate" / "I am willing to relocate and will need assistance" / "Relocation is not an option
 * for me"): a no is none of those yeses, so it is the one option that negates.
 */
export function noAmongYeses(options: readonly string[]): string | undefined {
  const negating = theOneNegating(options);
  if (!negating) return undefined;
  const { no, wanted } = negating;
  // "Open to relocating anywhere" beside "Not open to relocating": the no's words without its negation.
  const saysYes = (o: string) =>
    readYesNo(o) === true || (wanted.length > 0 && wanted.every((w) => wordsOf(o).includes(w)));
  return options.every((o) => o === no || (saysYes(o) && !SAYS_NO.test(plainOption(o)))) ? no : undefined;
}
