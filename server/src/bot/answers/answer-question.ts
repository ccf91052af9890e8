import type { Answer, AnswerSource, Applicant, FormQuestion } from './applicant';
import { consentToApplicationTerms } from './consent';
import { isPhoneCountryQuestion, phoneCountryAnswer } from './phone-country';
import { matchOption, questionSimilarity } from './text-similarity';
import { yearsOfExperience } from './years-of-experience';
import { payAsNumber, phoneFrom } from './user-values';

/** A custom question answers a form's question at this similarity or above. */
const CUSTOM_MATCH = 0.85;

type Found = { text: string; source: AnswerSource } | undefined;

/**
 * The answer to one Easy Apply question, from the applicant's own data only. Pure: the same
 * question and data always give the same answer. It never guesses: a question none of the rules
 * below answers is `answered: false` (the caller fails a required one and leaves an optional one).
 *
 * Order: the user's own custom answer to this question (the most specific thing they said), then
 * contact details, notice period and pay, then years of experience stated in the resume.
 */
export function answerQuestion(question: FormQuestion, applicant: Applicant): Answer {
  // The phone country reads the user's own answer itself: "Canada" must choose "Canada (+1)".
  if (isPhoneCountryQuestion(question) && question.options.length > 0) {
    const country = phoneCountryAnswer(question, applicant);
    return country
      ? fit(question, country)
      : { answered: false, reason: 'the phone country is not clear from your data' };
  }
  const found = customAnswer(question, applicant) ?? knownFact(question, applicant) ?? consent(question);
  if (!found) return { answered: false, reason: 'no matching information' };
  return fit(question, found);
}

function customAnswer(question: FormQuestion, applicant: Applicant): Found {
  let best: { answer: string; score: number } | undefined;
  for (const [phrase, answer] of Object.entries(applicant.custom)) {
    const score = questionSimilarity(question.label, phrase);
    if (score >= CUSTOM_MATCH && (!best || score > best.score)) best = { answer, score };
  }
  return best && { text: best.answer, source: 'custom_information' };
}

/** A required consent to the application's terms: see consentToApplicationTerms for why it is ticked. */
function consent(question: FormQuestion): Found {
  const option = consentToApplicationTerms(question);
  return option === undefined ? undefined : { text: option, source: 'profile' };
}

const isFresher = (a: Applicant) => a.noticePeriodDays === 0 && !a.currentPay;

function knownFact(question: FormQuestion, applicant: Applicant): Found {
  const label = question.label.toLowerCase();
  if (/\be-?mail\b/.test(label)) return emailAnswer(question, applicant);
  if (isPhoneCountryQuestion(question)) {
    const phone = phoneFrom(applicant);
    return phone?.countryCode ? { text: `+${phone.countryCode}`, source: phone.source } : undefined;
  }
  if (/\b(phone|mobile)\b/.test(label)) {
    const phone = phoneFrom(applicant);
    return phone && { text: phone.national, source: phone.source };
  }
  if (/\bnotice\b/.test(label)) return noticeAnswer(question, applicant);
  if (/\b(expected|desired|expectation|expecting)\b/.test(label) && /\b(pay|salary|ctc|compensation)\b/.test(label)) {
    return applicant.expectedPay ? { text: applicant.expectedPay, source: 'extra_information' } : undefined;
  }
  if (/\b(current|present)\b/.test(label) && /\b(pay|salary|ctc|compensation)\b/.test(label)) {
    if (applicant.currentPay) return { text: applicant.currentPay, source: 'extra_information' };
    return isFresher(applicant) ? { text: '0', source: 'extra_information' } : undefined;
  }
  if (/\bfirst name\b/.test(label)) return { text: applicant.firstName, source: 'profile' };
  if (/\blast name\b|\bsurname\b/.test(label)) return { text: applicant.lastName, source: 'profile' };
  if (/\byears?\b/.test(label) && /\bexperience\b/.test(label)) {
    const years = yearsOfExperience(question.label, applicant.resumeText);
    return years === undefined ? undefined : { text: String(years), source: 'resume' };
  }
  return undefined;
}

/** The LinkedIn account's own address when the form offers it, else the profile's. */
function emailAnswer(question: FormQuestion, applicant: Applicant): Found {
  if (question.options.length > 0) {
    for (const email of [applicant.linkedinEmail, applicant.email]) {
      const option = question.options.find((o) => o.trim().toLowerCase() === email.toLowerCase());
      if (option) return { text: option, source: 'profile' };
    }
    return undefined;
  }
  return { text: applicant.linkedinEmail || applicant.email, source: 'profile' };
}

/** Days as saved; weeks or months when the question asks for those (rounded up, so never short). */
function noticeAnswer(question: FormQuestion, applicant: Applicant): Found {
  const days = applicant.noticePeriodDays;
  if (days === null) return undefined;
  const label = question.label.toLowerCase();
  let amount = days;
  if (/\bweeks?\b/.test(label)) amount = Math.ceil(days / 7);
  else if (/\bmonths?\b/.test(label)) amount = Math.ceil(days / 30);
  if (question.options.length > 0 && days === 0) {
    const immediate = question.options.find((o) => /\bimmediate(ly)?\b/i.test(o));
    if (immediate) return { text: immediate, source: 'extra_information' };
  }
  return { text: String(amount), source: 'extra_information' };
}

/** Shapes a found answer to the field: an option of a choice, a number for a numeric field (also for the LLM's). */
export function fit(question: FormQuestion, found: { text: string; source: AnswerSource }): Answer {
  switch (question.kind) {
    case 'select':
    case 'radio': {
      const option = matchOption(found.text, question.options) ?? matchNumberOption(found.text, question.options);
      return option
        ? { answered: true, source: found.source, value: option }
        : { answered: false, reason: `"${found.text}" is none of the options` };
    }
    case 'checkbox': {
      const chosen = found.text.split(/\s*[,;]\s*/).map((part) => matchOption(part, question.options));
      if (chosen.length === 0 || chosen.some((c) => c === undefined))
        return { answered: false, reason: `"${found.text}" is not among the options` };
      return { answered: true, source: found.source, value: chosen as string[] };
    }
    case 'numeric': {
      const number = payAsNumber(found.text);
      return number === undefined
        ? { answered: false, reason: `"${found.text}" is not a number` }
        : { answered: true, source: found.source, value: String(number) };
    }
    default:
      return { answered: true, source: found.source, value: found.text };
  }
}

/** "30" chooses "30 days" or "1 month (30 days)"; "+49" chooses "Germany (+49)". */
function matchNumberOption(text: string, options: readonly string[]): string | undefined {
  const number = /^\+?\d+$/.test(text.trim()) ? text.trim() : undefined;
  if (!number) return undefined;
  const escaped = number.replace('+', '\\+');
  const pattern = new RegExp(`(^|[^\\d+])${escaped}(?!\\d)|^${escaped}(?!\\d)`);
  const hits = options.filter((o) => pattern.test(o) || (number.startsWith('+') && o.includes(`(${number})`)));
  return hits.length === 1 ? hits[0] : undefined;
}
