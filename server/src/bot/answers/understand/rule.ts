import type { FormQuestion } from '../applicant';
import type { Meaning, QuestionText } from './meaning';

/** One rule of understanding: the meaning of a question of its kind, or undefined for any other. */
export type Rule = (question: FormQuestion, text: QuestionText) => Meaning | undefined;

/** Whether a choice question's options are all yes / no ones (or there are none). */
const yesNoShaped = (question: FormQuestion) =>
  question.options.length === 0 || question.options.every((o) => /^\s*(yes|no)\b/i.test(o));

/** A question put as yes / no ("Do you…", "Are you…", "Have you…"). */
export const asksYesNo = (question: FormQuestion, label: string) =>
  /^(do|does|have|has|are|is|did|can|could|will|would|were)\b/.test(label) &&
  question.kind !== 'numeric' &&
  (question.kind === 'radio' ||
    question.kind === 'select' ||
    question.kind === 'checkbox' ||
    question.options.length === 0) &&
  yesNoShaped(question);
