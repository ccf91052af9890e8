import type { FormQuestion } from '../applicant';
import type { Meaning, QuestionText } from './meaning';
import { yesNoPair, yesNoWithDecline } from '../options-by-meaning';

/** One rule of understanding: the meaning of a question of its kind, or undefined for any other. */
export type Rule = (question: FormQuestion, text: QuestionText) => Meaning | undefined;

/**
 * Whether a choice question's options are all yes / no ones (or there are none), or a yes and a no
 * in other words ("I do" / "I don't", "Agree" / "Disagree": options-by-meaning.ts).
 */
export const yesNoShaped = (question: FormQuestion) =>
  question.options.length === 0 ||
  question.options.every((o) => /^\s*(yes|no)\b/i.test(o)) ||
  yesNoPair(question.options) !== undefined ||
  yesNoWithDecline(question.options);

/**
 * A question put as yes / no ("Do you…", "Are you…", "Have you…"), or as a statement to confirm
 * or deny ("I have 3+ years of experience with Python", "I am willing to relocate").
 */
export const asksYesNo = (question: FormQuestion, label: string) =>
  /^(do|does|have|has|are|is|did|can|could|will|would|were|i (am|have|will|can|do|hold|possess|require|need))\b/.test(
    label,
  ) &&
  question.kind !== 'numeric' &&
  (question.kind === 'radio' ||
    question.kind === 'select' ||
    question.kind === 'checkbox' ||
    question.options.length === 0) &&
  yesNoShaped(question);
