import type { FormQuestion } from '../applicant';
import { normaliseQuestion } from '../normalise';
import { consentRule } from './consent';
import { contactRule } from './contact';
import { degreeSubjectRule } from './degree-subject';
import { experienceRule } from './experience';
import { authorizationStatusRule } from './authorization-status';
import { educationFactRule } from './education-fact';
import { languagesRule } from './languages';
import { linkRule } from './link';
import { locationRule } from './location';
import type { Meaning, QuestionText } from './meaning';
import { nearPlaceRule } from './near-place';
import { noticeRule } from './notice';
import { payRule } from './pay';
import { phoneCountryRule } from './phone-country';
import type { Rule } from './rule';
import { asksYesNo } from './rule';
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
  languagesRule,
  educationFactRule,
  authorizationStatusRule,
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
  // Two yes / no questions in one ("Do you live in the US? Will you work daily in our office?"):
  // one answer cannot say both.
  const questions = question.label.split('?').filter((part) => /[a-z]{3}/i.test(part));
  if (questions.length >= 2 && asksYesNo(question, text.label)) return undefined;
  // "If you are outside the US, …": a question for some applicants only, and which is theirs is theirs to say.
  if (
    /^if (you are|you re|you have been|you were)? ?(located|inside|outside|based|in|from|not|a|an) |^if (referred|yes|no|so|applicable|other)\b/.test(
      text.label,
    )
  )
    return undefined;
  for (const rule of RULES) {
    const meaning = rule(question, text);
    if (meaning) return meaning;
  }
  return undefined;
}
