import type { AnswerSource, Applicant } from '../applicant';

/** An answer found in the user's data, before it is shaped to the field (fit.ts). */
export type Found = { text: string; source: AnswerSource } | undefined;

export const yes = (source: AnswerSource): Found => ({ text: 'Yes', source });
export const no = (source: AnswerSource): Found => ({ text: 'No', source });

/** A custom answer's source: "Answers needed" when the user gave it there, else their custom information. */
export const customSource = (applicant: Applicant, question: string): AnswerSource =>
  applicant.answeredWhenAsked.has(question) ? 'answers_needed' : 'custom_information';
