import type { AnswerSource, Applicant } from './applicant';

export interface Phone {
  /** Digits without the country code, as LinkedIn's phone input takes them. */
  national: string;
  /** Digits of the international prefix ("49"), when the number was written with "+". */
  countryCode?: string;
  source: AnswerSource;
}

/**
 * The user's phone number (a custom answer about their phone, else the resume's), from the typed
 * facts: the country code only where the number was written with it or the user's country decides it.
 */
export function phoneFrom(applicant: Applicant): Phone | undefined {
  const phone = applicant.facts.phone;
  if (!phone) return undefined;
  const { national, callingCode } = phone.value;
  return callingCode
    ? { national, countryCode: callingCode, source: phone.source }
    : { national, source: phone.source };
}

/** What one unit word multiplies a figure by ("9 LPA" is 9 lakh = 900,000 a year). */
const UNITS: Array<[RegExp, number]> = [
  [/\b(lpa|lakhs?|lacs?)\b/i, 100_000],
  [/\b(crores?|cr)\b/i, 10_000_000],
  [/^\s*[\d.,]+\s*k\b/i, 1_000],
];

/**
 * A pay or count written as text, as a plain number: "50,000 $/year" → 50000, "9 LPA" → 900000,
 * "80k" → 80000, "30" → 30. Undefined when the text holds no number or more than one.
 */
export function payAsNumber(text: string): number | undefined {
  const numbers = text.match(/\d[\d,]*(?:\.\d+)?/g);
  if (!numbers || numbers.length !== 1) return undefined;
  let value = Number(numbers[0]!.replace(/,/g, ''));
  if (!Number.isFinite(value)) return undefined;
  for (const [unit, factor] of UNITS) {
    if (unit.test(text)) {
      value *= factor;
      break;
    }
  }
  return Math.round(value * 100) / 100;
}
