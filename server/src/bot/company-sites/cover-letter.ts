import type { GivenAnswer } from '@app/shared/contract';
import type { Applicant } from '../answers/applicant';

/**
 * A company form's cover letter field, by its label ("Cover Letter", "Cover letter (optional)"):
 * it gets the user's own letter, or one worded from their data when they switched that on
 * (letter-for-posting.ts) — never an answer the engine composes from other questions.
 */
export const COVER_LETTER_LABEL = /\bcover letter\b/i;

/** The user's cover letter and where it came from: the one saved in Additional Information, or their answer to a "Cover letter" question. */
export interface CoverLetter {
  text: string;
  source: GivenAnswer['source'];
}

/**
 * The letter the user wrote, if any, for the field `question`: Additional Information's cover
 * letter, else their own answer (a custom answer, or one given under "Answers needed" when this
 * field waited) to this very question or to one that is only "Cover letter".
 */
export function coverLetterOf(applicant: Applicant, question: string): CoverLetter | undefined {
  const saved = applicant.coverLetter?.trim();
  if (saved) return { text: saved, source: 'extra_information' };
  const asked = question.trim().toLowerCase();
  const entries = Object.entries(applicant.custom).filter(([, answer]) => answer.trim());
  const own =
    entries.find(([q]) => q.trim().toLowerCase() === asked) ??
    entries.find(([q]) => /^\s*cover letter\s*[:?]?\s*$/i.test(q));
  if (!own) return undefined;
  const [ownQuestion, answer] = own;
  return {
    text: answer.trim(),
    source: applicant.answeredWhenAsked.has(ownQuestion) ? 'answers_needed' : 'custom_information',
  };
}
