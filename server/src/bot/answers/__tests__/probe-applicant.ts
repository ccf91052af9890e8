import type { Answer } from '../applicant';
import { applicantOf } from '../corpus/applicant-of';

/** The value answered, or "asked" where the engine leaves the question to the user. */
export function said(answer: Answer) {
  return answer.answered ? answer.value : 'asked';
}

/** An applicant of the kind-wording tests: a resume (its lines) and their own answers; no pay given. */
export const applicantWith = (resumeLines: string[], custom: Record<string, string> = {}) =>
  applicantOf({
    email: 'a@example.com',
    linkedinEmail: 'a@example.com',
    firstName: 'A',
    lastName: 'B',
    noticePeriodDays: 30,
    currentPay: '',
    expectedPay: '',
    custom,
    resumeText: resumeLines.join('\n'),
    followCompanies: false,
  });

/** An applicant in Kochi with a notice period of so many days, and nothing else given. */
export const withNotice = (noticePeriodDays: number) =>
  applicantOf({
    email: 'a@example.com',
    linkedinEmail: 'a@example.com',
    firstName: 'A',
    lastName: 'B',
    noticePeriodDays,
    currentPay: '',
    expectedPay: '',
    custom: {},
    resumeText: 'A B\nKochi, India',
    followCompanies: false,
  });
