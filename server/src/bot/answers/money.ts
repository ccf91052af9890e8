import { sameWord } from './text-similarity';

/**
 * Pay as the user wrote it and as a form asks for it. The rule: an answer keeps the user's currency
 * and unit. A question naming another currency or period is answered only from a figure the user
 * gave in that currency and period; converting "9 LPA" to dollars, or a yearly figure to a
 * monthly one, would be an invented number.
 */

type Currency = 'USD' | 'EUR' | 'GBP' | 'INR' | 'CAD' | 'AUD' | 'SGD' | 'AED' | 'CHF';
type Period = 'year' | 'month' | 'hour';

export interface Money {
  /** In whole currency units: "9 LPA" is 900000. */
  amount: number;
  currency?: Currency;
  period?: Period;
  /** The text as the user wrote it, typed as is into a text field. */
  text: string;
}

/** Longest, most specific first: "CAD" and "C$" before "$". */
const CURRENCIES: Array<[RegExp, Currency]> = [
  [/\bcad\b|\bc\$|canadian dollars?/i, 'CAD'],
  [/\baud\b|\ba\$|australian dollars?/i, 'AUD'],
  [/\bsgd\b|\bs\$|singapore dollars?/i, 'SGD'],
  [/\baed\b|\bdirhams?\b/i, 'AED'],
  [/\bchf\b|swiss francs?/i, 'CHF'],
  [/\busd\b|us\$|\$|\bus dollars?\b|\bdollars?\b/i, 'USD'],
  [/€|\beur\b|\beuros?\b/i, 'EUR'],
  [/£|\bgbp\b|\bpounds?( sterling)?\b/i, 'GBP'],
  [/₹|\binr\b|\brs\.?(?=\s|\d)|\brupees?\b|\blpa\b|\blakhs?\b|\blacs?\b|\bcrores?\b/i, 'INR'],
];

const PERIODS: Array<[RegExp, Period]> = [
  [/(?:\bper|\ban|\ba|\/)\s*(?:hour|hr)\b|\bhourly\b|\/\s*h\b/i, 'hour'],
  [/(?:\bper|\ba|\/)\s*(?:month|mo)\b|\bmonthly\b|\bper mensem\b|\bpm\b/i, 'month'],
  [/(?:\bper|\ba|\ban|\/)\s*(?:year|yr|annum)\b|\byearly\b|\bannual(?:ly)?\b|\bp\.?\s?a\b\.?|\blpa\b|\bctc\b/i, 'year'],
];

const UNITS: Array<[RegExp, number]> = [
  [/\b(lpa|lakhs?|lacs?|l)\b/i, 100_000],
  [/\b(crores?|cr)\b/i, 10_000_000],
  [/\d\s*k\b/i, 1_000],
];

/** Money owed for a notice ("notice pay", "pay in lieu of notice", "notice buyout cost"): neither pay nor a notice period. */
export const NOTICE_PAYMENT =
  /\bnotice (buy ?out )?(pay|payment|amount|money|compensation|salary|cost)\b|\b(pay|payment|amount|cost) (in lieu )?of (your |the )?notice\b/;

const currencyOf = (text: string) => CURRENCIES.find(([pattern]) => pattern.test(text))?.[1];

/** A currency as a question names it in a list of them. */
const CURRENCY_WORD = String.raw`(?:usd|inr|eur|gbp|cad|aud|sgd|aed|chf|lpa|lakhs?|₹|\$|€|£|rs\.?|dollars?|rupees?|euros?|pounds?)`;
const CURRENCY_CHOICE = new RegExp(
  String.raw`(?<![\w$])${CURRENCY_WORD}(?:\s*(?:\/|\bor\b|\|)\s*${CURRENCY_WORD})+(?![\w])`,
  'i',
);

/**
 * Currencies offered as alternatives ("INR / USD", "₹ or $"): a figure in any one of them answers.
 * `withLakhs`: lakhs are one of them ("in LPA or USD").
 */
function currencyChoice(text: string): { currencies: Currency[]; withLakhs: boolean } | undefined {
  const choice = CURRENCY_CHOICE.exec(text)?.[0];
  if (!choice) return undefined;
  const named = choice.split(/\s*(?:\/|\bor\b|\|)\s*/i).map(currencyOf);
  if (named.some((c) => !c)) return undefined;
  const unique = [...new Set(named as Currency[])];
  return unique.length >= 2 ? { currencies: unique, withLakhs: /\b(lpa|lakhs?)\b/i.test(choice) } : undefined;
}
const periodOf = (text: string) => PERIODS.find(([pattern]) => pattern.test(text))?.[1];

/**
 * The one figure of a pay text: "50,000 $/year" → 50000 USD a year, "9 LPA" → 900000 INR a year,
 * "80k" → 80000. Undefined when the text holds no number or more than one (a range is not one figure).
 */
export function parseMoney(text: string): Money | undefined {
  const numbers = text.match(/\d[\d,]*(?:\.\d+)?/g);
  if (!numbers || numbers.length !== 1) return undefined;
  let amount = Number(numbers[0]!.replace(/,/g, ''));
  if (!Number.isFinite(amount)) return undefined;
  const unit = UNITS.find(([pattern]) => pattern.test(text));
  if (unit) amount *= unit[1];
  return {
    amount: Math.round(amount * 100) / 100,
    currency: currencyOf(text),
    period: periodOf(text),
    text: text.trim(),
  };
}

export interface PayQuestion {
  which: 'expected' | 'current';
  currency?: Currency;
  period?: Period;
  /** The figure is asked in lakhs ("CTC in LPA", "in lakhs"): 9, not 900000. */
  inLakhs: boolean;
  /** The figure is asked in thousands ("in K", "in thousands"). */
  inThousands: boolean;
  /** Currencies the question offers beside `currency` ("in INR / USD"): a figure in any of them answers. */
  orCurrencies?: Currency[];
  /** Lakhs are one of those alternatives ("in LPA or USD"), not the unit of them all ("INR or USD, in lakhs"). */
  lakhsOrOther?: boolean;
  /** Pay other than a salary the user could give (total compensation, a day rate, a contract's). */
  otherThanSalary?: boolean;
}

// A stipend and a (day, hourly, contract) rate are not the salary the user gave.
const PAY =
  /\b(pay|salary|salaries|ctc|compensation|comp|remuneration|wage|wages|package|income|earnings|earn)\b|\b(currently|now|presently) (making|earning|paid)\b|\bhow much\b.*\b(make|making|earn|earning|paid)\b|\bwhat do you (get paid|earn|make)\b|\b(making|earning|paid)( right)? (now|currently|at present|today)\b|\b(expected|current|desired) sal\b/;
/** "ECTC", "CCTC": expected and current cost to company, as Indian postings abbreviate them. */
const ABBREVIATED = (text: string) => text.replace(/\bectc\b/g, 'expected ctc').replace(/\bcctc\b/g, 'current ctc');
const EXPECTED =
  /\b(expected|expect|expecting|expectation|expectations|desired|desire|require|requirement|requirements|looking for|target|ask|asking|hoping|like to earn|want to (earn|make|be paid))\b/;
// The last or most recent pay is the pay one has now (the one before it is "previous"); so is what
// one earns or makes, said in the present ("How much do you earn per month?").
const CURRENT =
  /\b(current|curent|currrent|currnet|currently|present|presently|last drawn|existing|latest|now|at present)\b|\b(last|most recent) (annual |monthly |base )?(salary|pay|ctc|compensation|package)\b|\b(do|are) you (earn|earning|make|making|get paid|paid|draw|drawing)\b/;

/** What pay a question asks for, in which currency and period; undefined when it asks no pay. */
export function payQuestion(said: string, raw: string): PayQuestion | undefined {
  const normalised = ABBREVIATED(said);
  if (!PAY.test(normalised)) return undefined;
  // "Are you currently receiving a stipend?" asks yes or no, not a figure.
  if (/^(are|do|does|have|has|is|will|would|can|could|did)\b/.test(normalised)) return undefined;
  // Someone else's pay, notice pay, or the pay of the role itself is not the user's.
  // So is money for the notice ("notice buyout amount", "pay in lieu of notice").
  if (
    NOTICE_PAYMENT.test(normalised) ||
    /\b(spouse|spouses|partner s|husband|wife|father|mother|parents?|family|household|buy ?out|in lieu)\b/.test(
      normalised,
    )
  )
    return undefined;
  // "Are you comfortable with the salary range?" asks an opinion, not a figure.
  if (/\b(comfortable|okay|ok|agree|accept|fine with|open to)\b/.test(normalised)) return undefined;
  // A misspelt word of expectation ("expecatations") is still that word.
  const expected =
    EXPECTED.test(normalised) ||
    normalised
      .split(' ')
      .some(
        (word) => word.length >= 8 && ['expectation', 'expectations', 'requirements'].some((w) => sameWord(word, w)),
      );
  // "CTC" alone, as Indian forms write it, is the current cost to company.
  const current =
    CURRENT.test(normalised) ||
    (!expected && /^((your|ur) |what is (your|ur) |what s (your|ur) |whats (your|ur) )?ctc$/.test(normalised));
  if (expected === current) return undefined;
  // "Your last salary at your previous employer": the pay of a job before the present one, which the
  // current pay is not (a "last drawn" or "most recent" salary is the present job's).
  if (
    !expected &&
    /\b(previous|prior|former|past|earlier|old|first) (employer|company|job|role|organi[sz]ation|position|workplace|firm)\b/.test(
      normalised,
    )
  )
    return undefined;
  // "The current salary range for this role": the role's pay, not what the user earns now.
  if (current && !expected && /\b(for|of|in) (this|the) (role|position|job|opening)\b/.test(normalised))
    return undefined;
  const choice = currencyChoice(raw);
  return {
    which: expected ? 'expected' : 'current',
    currency: currencyOf(raw),
    ...(choice && { orCurrencies: choice.currencies }),
    ...(choice?.withLakhs && { lakhsOrOther: true }),
    period: periodOf(raw.replace(/\b[ec]?ctc\b/gi, '')),
    inLakhs: /\b(in )?(lpa|lakhs?|lacs?)\b/i.test(unitsAsked(raw)),
    inThousands: /\bin (k|thousands?)\b|\(k\)|\('?000s?\)/i.test(unitsAsked(raw)),
  };
}

/**
 * The text a question's scale is read from, less any figure it quotes with its scale: "the range for
 * this role is 20-26 LPA" or "if you expect 7 lakhs, type 700000" say what the employer means by a figure, not
 * that the answer is asked in lakhs. "(in LPA)", "CTC in lakhs" name the scale with no figure.
 */
function unitsAsked(raw: string): string {
  return raw.replace(/\d[\d,.]*\s*(?:(?:-|–|to)\s*[$€£₹]?\s*\d[\d,.]*\s*)?(?:lpa|lakhs?|lacs?|k|thousands?)\b/gi, ' ');
}

/** Why a figure does not answer a question, or undefined when it does. */
export function mismatch(asked: PayQuestion, figure: Money): string | undefined {
  const accepted = asked.orCurrencies ?? (asked.currency ? [asked.currency] : undefined);
  if (accepted && !(figure.currency && accepted.includes(figure.currency))) {
    return `the question asks for ${accepted.join(' or ')}, the figure given is ${figure.currency ?? 'in no stated currency'}`;
  }
  if (asked.period && figure.period !== asked.period) {
    return `the question asks for pay per ${asked.period}, the figure given is ${figure.period ? `per ${figure.period}` : 'for no stated period'}`;
  }
  // "In LPA or USD": lakhs are asked of a figure in rupees only.
  if (asked.inLakhs && figure.currency !== 'INR' && !asked.lakhsOrOther) return 'the question asks for lakhs';
  return undefined;
}

/** The figure as a number in the unit the question asks: 900000, or 9 for "in lakhs". */
export function amountAsked(asked: PayQuestion, figure: Money): number {
  if (asked.inLakhs && figure.currency === 'INR') return Math.round((figure.amount / 100_000) * 100) / 100;
  if (asked.inThousands) return Math.round((figure.amount / 1_000) * 100) / 100;
  return figure.amount;
}

/** The span of amounts an option names, in whole units; undefined when it names another currency or none. */
function amountRange(option: string, currency: Currency): { min: number; max: number } | undefined {
  const named = currencyOf(option);
  if (named && named !== currency) return undefined;
  const text = option.toLowerCase().replace(/,/g, '');
  const scale = /\b(lpa|lakhs?|lacs?|l)\b/.test(text)
    ? 100_000
    : /\b(crores?|cr)\b/.test(text)
      ? 10_000_000
      : /\d\s*k\b/.test(text)
        ? 1_000
        : 1;
  const numbers = [...text.matchAll(/\d+(?:\.\d+)?/g)].map((m) => Number(m[0]) * scale);
  if (numbers.length === 2 && /\d\s*[a-z$€£₹]*\s*(-|–|to)\s*[$€£₹]?\s*\d/.test(text))
    return { min: numbers[0]!, max: numbers[1]! };
  if (numbers.length !== 1) return undefined;
  const n = numbers[0]!;
  if (/\+|\b(or more|more than|above|over|at least|plus)\b/.test(text)) return { min: n, max: Infinity };
  if (/\b(less than|under|below|up to|upto|or less)\b/.test(text)) return { min: 0, max: n };
  return { min: n, max: n };
}

/**
 * The option holding a figure ("8-10 LPA" for 9 LPA): only where the currency is certain — named
 * by the question or by the options — and the figure's, and exactly one option holds it.
 */
export function chooseAmount(figure: Money, options: readonly string[], asked?: Currency): string | undefined {
  const currency = figure.currency;
  if (!currency) return undefined;
  const optionCurrencies = options.map(currencyOf).filter(Boolean);
  if (!asked && optionCurrencies.length === 0) return undefined;
  if ((asked && asked !== currency) || optionCurrencies.some((c) => c !== currency)) return undefined;
  const hits = options.filter((option) => {
    const range = amountRange(option, currency);
    return range !== undefined && figure.amount >= range.min && figure.amount <= range.max;
  });
  return hits.length === 1 ? hits[0] : undefined;
}
