import { canonicalCountryNames, expandCountryCodes } from './countries';

/**
 * British and American spellings of the words screening questions use: the meaning is the same,
 * and a user who wrote "authorised" answered the form's "authorized".
 */
const SPELLINGS: Array<[RegExp, string | ((...parts: string[]) => string)]> = [
  [/\bauthoris(e|ed|ation)\b/g, 'authoriz$1'],
  [/\blicen[cs]es?\b/g, 'license'],
  [/\borganis(e|ed|ation)\b/g, 'organiz$1'],
  [/\bprogramme\b/g, 'program'],
  [/\blabour\b/g, 'labor'],
  [/\btravell(ing|ed)\b/g, 'travel$1'],
  [/\bcentre\b/g, 'center'],
  [/\benrol(l?)ment\b/g, 'enrollment'],
  // "Yrs of exp in Python", "total exp": experience (before a preposition, or after what qualifies it;
  // "exp CTC" is the expected one).
  [
    /\bexp\b(?=\.? (in|with|on|of|using)\b)|(?<=\b(of|total|relevant|overall|work|prior|previous|years|yrs) )exp\b|(?<=^[a-z0-9.#+]+(?: [a-z0-9.#+]+)? )exp\b(?=\.?\s*\??\s*$)/g,
    'experience',
  ],
  [/\byrs\b/g, 'years'],
  [/\bexp\b(?=\.? (ctc|salary|compensation|pay|package)\b)/g, 'expected'],
  // "A fortnight": two weeks, as British and Indian postings write it.
  [/\b(a|one) fortnight\b/g, '2 weeks'],
  [/\bfortnight\b/g, '2 weeks'],
  // "Thirty days", "forty-five days": tens written as words, before a unit, as digits.
  [
    /\b(twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:[ -](one|two|three|four|five|six|seven|eight|nine))?\b(?=\s*\+?\s*(years?|yrs?|months?|weeks?|days?|hours?)\b)/g,
    (_: string, tens: string, unit?: string) =>
      String(TENS.indexOf(tens) * 10 + 20 + (unit ? NUMBERS.indexOf(unit) : 0)),
  ],
  // "Within the next month": within one.
  [/\bwithin (the )?next (year|month|week|day)\b/g, 'within 1 $2'],
];

/**
 * An aside that gives examples ("(e.g. H-1B visa status)", "(for example 30)") is not part of what
 * is asked: two questions that differ only there ask the same thing.
 */
const ASIDES = /\((?:\s*(?:e\.?\s?g\.?|i\.?\s?e\.?|for example|for instance|such as|ex\.?)[\s,:])[^)]*\)/gi;

/** Drops the example asides of a question. */
function withoutAsides(text: string): string {
  return text.replace(ASIDES, ' ');
}

const TENS = ['twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
const NUMBERS = 'zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen'.split(
  ' ',
);
/**
 * "eight years", "two days a week", "two or more years": figures written as words, before a unit
 * (or before "or more" and the unit), read as digits.
 */
const NUMBER_WORDS = new RegExp(
  `\\b(${NUMBERS.join('|')})\\b(?=\\s*\\+?\\s*(?:or more\\s+|or above\\s+|plus\\s+)?(years?|yrs?|months?|weeks?|days?|hours?)\\b)`,
  'g',
);
/** "within a month", "an hour": one of the unit. */
const ONE_UNIT = /\b(a|an)\b(?=\s+(year|month|week|day|hour)\b)/g;

/**
 * A question in one canonical form to match on: asides off, country codes and names to one name,
 * accents off, lower case, American spelling, punctuation to single spaces ("driver's" → "driver s").
 */
export function normaliseQuestion(text: string): string {
  const lower = expandCountryCodes(withoutAsides(text))
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[’‘`]/g, "'");
  const spelt = SPELLINGS.reduce(
    (out, [pattern, to]) => (typeof to === 'string' ? out.replace(pattern, to) : out.replace(pattern, to)),
    canonicalCountryNames(lower),
  );
  return spelt
    .replace(NUMBER_WORDS, (word) => String(NUMBERS.indexOf(word.toLowerCase())))
    .replace(ONE_UNIT, '1')
    .replace(/[^a-z0-9+#]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
