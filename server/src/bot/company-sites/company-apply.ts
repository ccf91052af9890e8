import type { GivenAnswer } from '@app/shared/contract';
import type { Answer, FormQuestion } from '../answers/applicant';
import type { CoverLetter } from './cover-letter';

/** The applicant-tracking systems whose application forms the bot fills on a company's own site. */
export type CompanySystem = 'greenhouse' | 'lever' | 'ashby';

/** How the systems are named to the user ("on Greenhouse for Acme"). */
export const systemNames: Record<CompanySystem, string> = {
  greenhouse: 'Greenhouse',
  lever: 'Lever',
  ashby: 'Ashby',
};

/** What a company-site form driver is given: the same answers and resume as Easy Apply. */
export interface CompanyApplyInput {
  /** The user's default resume, the file on disk (the same bytes LinkedIn gets). */
  resumePath: string;
  answer(question: FormQuestion): Promise<Answer>;
  /**
   * The letter for the form's cover letter field named so: the user's own, else one worded from
   * their data when they switched that on (product §4.13); none, and the field stays empty.
   */
  coverLetter(question: string): Promise<CoverLetter | undefined>;
  /** Called with the answers just before the form is sent (the credit is held there). */
  beforeSubmit(answers: GivenAnswer[]): Promise<void>;
  /** A human pause between actions (none in tests). */
  action(): Promise<void>;
}

export type CompanyApplyResult =
  /** The system's own confirmation (its thank-you page or message) showed. */
  | { outcome: 'sent'; answers: GivenAnswer[] }
  /** A required question the user's data does not answer: nothing was sent. */
  | { outcome: 'unanswered'; question: FormQuestion; answers: GivenAnswer[] }
  /** The form refused the submission; `message` is the system's own words. */
  | { outcome: 'refused'; message: string; answers: GivenAnswer[] }
  /** The system says this person applied to the posting before (`message`, its words): final, not retried. */
  | { outcome: 'already_applied'; message: string; answers: GivenAnswer[] }
  /** The form asks for what only the person can give (a CAPTCHA, a code sent to their email). */
  | { outcome: 'needs_you'; wall: 'captcha' | 'email_code' }
  /** A required file other than the resume (a work sample): the bot has none of the user's to send. */
  | { outcome: 'needs_file'; question: string }
  /** Sent, but the system showed neither its confirmation nor an error: whether it arrived is unknown. */
  | { outcome: 'unconfirmed'; answers: GivenAnswer[] };
