import type { Applicant, AnswerSource } from '../applicant';
import type { Degree } from '../facts/degrees';
import { highestOf } from '../facts/degrees';
import type { Meaning } from '../understand';
import { no, yes, type Found } from './found';

/**
 * The year of the applicant's one degree (of the level asked, when one is); two degrees, two years:
 * which one the form means is theirs to say, unless both fall in the same option. Asked as yes / no
 * about named years: yes when a degree was completed in one of them, no when every degree states its
 * year and none is one of them.
 */
export function graduationYearAnswer(
  meaning: Meaning & { kind: 'graduation-year' },
  applicant: Applicant,
  options: readonly string[] = [],
): Found {
  const degrees = applicant.facts.degrees;
  if (degrees.length === 0) return undefined;
  if (!meaning.years) {
    const top = highestOf(degrees);
    const last = Math.max(...degrees.map((d) => d.year ?? Infinity));
    const asked = degrees.filter((d) =>
      meaning.level
        ? d.level === meaning.level
        : meaning.highest
          ? d.level === top
          : meaning.latest
            ? d.year === last
            : true,
    );
    if (asked.length === 0 || asked.some((d) => d.year === undefined)) return undefined;
    if (options.length > 0) return yearOptionFor(asked, options);
    return asked.length === 1 ? { text: String(asked[0]!.year), source: asked[0]!.source } : undefined;
  }
  const held = degrees.find((d) => d.year !== undefined && meaning.years!.includes(d.year));
  if (held) return yes(held.source);
  return degrees.every((d) => d.year !== undefined) ? no(degrees[0]!.source) : undefined;
}

/** The one option every degree's year falls in ("2019 or earlier" for 2013 and 2015); else none. */
function yearOptionFor(degrees: Array<Degree & { source: AnswerSource }>, options: readonly string[]): Found {
  const chosen = new Set(degrees.map((d) => yearOption(d.year!, options)));
  const [option] = [...chosen];
  return chosen.size === 1 && option ? { text: option, source: degrees[0]!.source } : undefined;
}

/** The span of years an option means: "2025", "2015-2020", "2019 or earlier", "Before 2015", "2021 onwards". */
function yearSpan(option: string): [number, number] | undefined {
  const text = option.toLowerCase();
  const years = [...text.matchAll(/\b(19[5-9]\d|20\d\d)\b/g)].map((m) => Number(m[1]));
  if (years.length === 2 && /\d\s*(-|–|—|to|through)\s*\d/.test(text)) return [years[0]!, years[1]!];
  if (years.length !== 1) return undefined;
  const year = years[0]!;
  if (/\b(before|prior to|earlier than|older than|pre)\b|</.test(text)) return [-Infinity, year - 1];
  if (/\b(or|and) (earlier|before|prior|older|below)\b/.test(text)) return [-Infinity, year];
  if (/\b(after|later than|post)\b|>/.test(text)) return [year + 1, Infinity];
  if (/\b(or|and) (later|after|beyond|newer|above)\b|\bonwards?\b|\+/.test(text)) return [year, Infinity];
  // Anything else beside the year ("Expected 2026", "Class of 2025 (not yet graduated)") is not read.
  return /^\s*(class of |batch of )?\d{4}\s*$/.test(text) ? [year, year] : undefined;
}

/** An option for any year the others do not list: "Other", "Other year"; "Earlier" / "Older" below them all. */
const OTHER_YEAR_OPTION = /^\s*(other|others|other year|another year)\s*$/i;
const EARLIER_OPTION = /^\s*(earlier|older|previous years?|earlier years?)\s*$/i;

/**
 * The option holding a year: the narrowest of those that do, when exactly one is narrowest; where
 * none does and every option naming years was read, the one option for other years.
 */
function yearOption(year: number, options: readonly string[]): string | undefined {
  const spans = options.filter((o) => /\b(19[5-9]\d|20\d\d)\b/.test(o)).map(yearSpan);
  const listed = options.filter((o) => !/\b(19[5-9]\d|20\d\d)\b/.test(o));
  if (spans.every(Boolean) && !spans.some((span) => year >= span![0] && year <= span![1])) {
    const below = spans.every((span) => year < span![0]);
    const others = listed.filter((o) => OTHER_YEAR_OPTION.test(o) || (below && EARLIER_OPTION.test(o)));
    return others.length === 1 ? others[0] : undefined;
  }
  const holding = options
    .map((option) => ({ option, span: yearSpan(option) }))
    .filter(({ span }) => span && year >= span[0] && year <= span[1])
    .map(({ option, span }) => ({ option, width: span![1] - span![0] }))
    .sort((a, b) => a.width - b.width);
  if (holding.length === 0 || (holding.length > 1 && holding[0]!.width === holding[1]!.width)) return undefined;
  return holding[0]!.option;
}
