import { isPhoneCountryQuestion } from '../phone-country';
import type { Rule } from './rule';

/** LinkedIn's "Phone country code" select. */
export const phoneCountryRule: Rule = (question, text) =>
  // "Phone (with country code)" asks the whole number, written with its code.
  isPhoneCountryQuestion(question) &&
  !/\b(with|including|incl|without|excluding|no)\b.*\bcountry code\b/.test(text.label)
    ? { kind: 'phone-country' }
    : undefined;
