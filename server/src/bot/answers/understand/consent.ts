import { consentToApplicationTerms } from '../consent';
import type { Rule } from './rule';

/** A lone required checkbox agreeing to the application's own terms (consent.ts says why). */
export const consentRule: Rule = (question) =>
  consentToApplicationTerms(question) === undefined ? undefined : { kind: 'consent' };
