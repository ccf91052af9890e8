import type { FormQuestion } from '../applicant';
import { normaliseQuestion } from '../normalise';
import { consentRule } from './consent';
import { contactRule } from './contact';
import { degreeSubjectRule } from './degree-subject';
import { experienceRule } from './experience';
import { linkRule } from './link';
import { locationRule } from './location';
import type { Meaning, QuestionText } from './meaning';
import { nearPlaceRule } from './near-place';
import { noticeRule } from './notice';
import { payRule } from './pay';
import { phoneCountryRule } from './phone-country';
import type { Rule } from './rule';
import { topicRule } from './topic';

export type { Meaning } from './meaning';
export { meaningKey } from './meaning';

/**
 * Most specific first: the phone country before the phone, pay before anything that mentions
 * years, a degree in a subject before the degree level, a template (sponsorship, relocation…)
 * before contact and location words it may contain, experience last but the consent.
 */
const RULES: Rule[] = [
  phoneCountryRule,
  payRule,
  degreeSubjectRule,
  nearPlaceRule,
  topicRule,
  noticeRule,
  linkRule,
  experienceRule,
  contactRule,
  locationRule,
  consentRule,
];

/** The question with everything around it the page shows: help line, placeholder, hints. */
export function questionText(question: FormQuestion): QuestionText {
  const label = normaliseQuestion(question.label);
  const around = [question.description, question.placeholder, ...(question.hints ?? [])].filter(Boolean).join(' ');
  return { label, all: around ? `${label} ${normaliseQuestion(around)}` : label };
}

/** What the question means, by the first rule that reads it; undefined when none does. */
export function understand(question: FormQuestion): Meaning | undefined {
  const text = questionText(question);
  for (const rule of RULES) {
    const meaning = rule(question, text);
    if (meaning) return meaning;
  }
  return undefined;
}
