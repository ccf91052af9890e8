import type { AnswerSource, Applicant } from './applicant';

export interface Phone {
  /** Digits without the country code, as LinkedIn's phone input takes them. */
  national: string;
  /** Digits of the international prefix ("49"), when the number was written with "+". */
  countryCode?: string;
  source: AnswerSource;
}

const PHONE = /(?:\+\s?(\d{1,3})[\s.-]?)?(\(?\d{2,5}\)?(?:[\s.-]?\d{2,6}){1,4})/;

/**
 * The user's phone number: from a custom answer about a phone (the user said so), else the first
 * number written like a phone number in the resume. Undefined when neither has one.
 */
export function phoneFrom(applicant: Applicant): Phone | undefined {
  for (const [question, answer] of Object.entries(applicant.custom)) {
    if (/\b(phone|mobile)\b/i.test(question) && !/\bcountry\b/i.test(question)) {
      const phone = parsePhone(answer);
      if (phone) return { ...phone, source: 'custom_information' };
    }
  }
  for (const line of applicant.resumeText.split('\n')) {
    if (!/\b(phone|mobile|tel)\b|\+\d/i.test(line)) continue;
    const phone = parsePhone(line);
    if (phone) return { ...phone, source: 'resume' };
  }
  return undefined;
}

function parsePhone(text: string): Omit<Phone, 'source'> | undefined {
  const match = PHONE.exec(text);
  if (!match) return undefined;
  const national = match[2]!.replace(/\D/g, '');
  if (national.length < 6 || national.length > 14) return undefined;
  return match[1] ? { national, countryCode: match[1] } : { national };
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
