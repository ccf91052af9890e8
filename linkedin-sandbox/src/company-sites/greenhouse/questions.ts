import type { CompanyPosting, CompanyQuestion } from '../schema';

/** Greenhouse's numeric question id for the posting's i-th custom question (question_<id> on job-boards). */
const questionNumber = (posting: CompanyPosting, index: number): string =>
  `${posting.postingId.slice(-5)}${String(index + 1).padStart(3, '0')}`;

/** The id of a question's k-th option (classic posts option ids, not their text). */
export const optionId = (posting: CompanyPosting, index: number, k: number): string =>
  `${questionNumber(posting, index)}${String(k + 1).padStart(2, '0')}`;

/** The posting's questions with their Greenhouse ids. */
export const numberedQuestions = (posting: CompanyPosting) =>
  posting.site.questions.map((question: CompanyQuestion, index) => ({
    question,
    index,
    number: questionNumber(posting, index),
  }));

/** Greenhouse's accepted resume types, named under the upload buttons. */
export const ACCEPTED_FILE_TYPES = '.pdf,.doc,.docx,.txt,.rtf';
export const REQUIRED_TEXT = 'This field is required.';
export const INVALID_TEXT = 'Please enter a valid value.';
export const EMAIL_INVALID_TEXT = 'Please enter a valid email address.';
export const EMAIL_PATTERN = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;
