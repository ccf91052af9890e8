import { isPhoneCountryQuestion } from '../phone-country';
import type { Rule } from './rule';

/** LinkedIn's "Phone country code" select. */
export const phoneCountryRule: Rule = (question) =>
  isPhoneCountryQuestion(question) ? { kind: 'phone-country' } : undefined;
