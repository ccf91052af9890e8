import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';

/** The applicant's phone number in the forms forms ask for. */
export interface PhoneNumber {
  /** Digits without the country code ("9845012345"), as LinkedIn's phone input takes them. */
  national: string;
  /** E.164 ("+919845012345"), when the country is known. */
  international?: string;
  /** The calling code's digits ("91"), when known. */
  callingCode?: string;
  /** ISO country of the number, when known. */
  country?: string;
}

const CANDIDATE = /\+?\(?\d[\d\s().-]{5,20}\d/g;

/**
 * A phone number written in a text ("+91 98450 12345", "(312) 555-0147"): the country from its "+"
 * code, else from `homeCountry` (the country the applicant lives in) when the number is valid
 * there. Without either, only the national digits are known.
 */
export function parsePhone(text: string, homeCountry?: string): PhoneNumber | undefined {
  for (const match of text.match(CANDIDATE) ?? []) {
    const digits = match.replace(/\D/g, '');
    if (digits.length < 6 || digits.length > 15) continue;
    if (/^(19|20)\d\d\s*[-–]\s*(19|20)\d\d$/.test(match.trim())) continue; // "2021 – 2025"
    const international = match.trim().startsWith('+') ? parsePhoneNumberFromString(match) : undefined;
    const home =
      !international && homeCountry ? parsePhoneNumberFromString(match, homeCountry as CountryCode) : undefined;
    const parsed = international ?? (home?.isValid() ? home : undefined);
    if (parsed) {
      return {
        national: String(parsed.nationalNumber),
        international: parsed.number,
        callingCode: String(parsed.countryCallingCode),
        country: parsed.country,
      };
    }
    if (!match.trim().startsWith('+')) return { national: digits };
  }
  return undefined;
}
