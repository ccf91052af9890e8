import { z } from 'zod';
import { idSchema } from './common';
import { CUSTOM_ANSWERS_LIMITS } from './extra-information';

/**
 * A required Easy Apply question the user's own data did not answer, recorded once per user with
 * the postings waiting on it. Answering it saves the answer to the Additional Information's custom
 * answers, and the waiting postings are tried again.
 */
export const ANSWER_INPUTS = ['text', 'number', 'choice'] as const;
export type AnswerInput = (typeof ANSWER_INPUTS)[number];

export const answerNeededSchema = z.object({
  id: idSchema,
  question: z.string(),
  /** The choices of a select, radio or checkbox question; null for text and number inputs. */
  options: z.array(z.string()).min(1).nullable(),
  input: z.enum(ANSWER_INPUTS),
  /** Postings on hold until this question is answered. */
  jobs_waiting: z.number().int().nonnegative(),
});
export type AnswerNeeded = z.infer<typeof answerNeededSchema>;
export const answerNeededListSchema = z.array(answerNeededSchema);

export const answerNeededRequestSchema = z.object({
  answer: z.string().max(CUSTOM_ANSWERS_LIMITS.answerLength),
});
export type AnswerNeededRequest = z.input<typeof answerNeededRequestSchema>;

/** Why an answer was refused (400 `{"answer": [...]}`), in plain words. */
export const answerNeededMessages = {
  blank: 'Please enter an answer.',
  notAnOption: 'Please choose one of the options.',
  notANumber: 'Please enter a number.',
  noCustomRoom: `You already have ${CUSTOM_ANSWERS_LIMITS.questions} custom answers; delete one under Additional Information first.`,
} as const;

/**
 * Why an answer is refused, or undefined when it fits the question. The same check runs in the
 * browser (before sending) and on the server.
 */
export function answerProblem(
  question: { input: AnswerInput; options: string[] | null },
  answer: string,
): string | undefined {
  const text = answer.trim();
  if (text === '') return question.input === 'choice' ? answerNeededMessages.notAnOption : answerNeededMessages.blank;
  if (question.input === 'choice' && !(question.options ?? []).includes(text)) return answerNeededMessages.notAnOption;
  if (question.input === 'number' && !/^-?\d+(\.\d+)?$/.test(text)) return answerNeededMessages.notANumber;
  return undefined;
}

/** The answer saved (to the custom answers, under the question's own words). */
export const answerNeededAnsweredSchema = z.object({
  id: idSchema,
  question: z.string(),
  answer: z.string(),
  /** Postings that will be tried again: at once when their search is running, else at its next start. */
  jobs_waiting: z.number().int().nonnegative(),
});
export type AnswerNeededAnswered = z.infer<typeof answerNeededAnsweredSchema>;
