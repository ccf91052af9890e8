import { z } from 'zod';
import { idSchema } from './common';
import { ANSWER_INPUTS } from './answer-rules';
import { CUSTOM_ANSWERS_LIMITS } from './custom-answers-limits';

/**
 * A required Easy Apply question the user's own data did not answer, recorded once per user with
 * the postings waiting on it. Answering it saves the answer to the Additional Information's custom
 * answers, and the waiting postings are tried again.
 */
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

/** The answer saved (to the custom answers, under the question's own words). */
export const answerNeededAnsweredSchema = z.object({
  id: idSchema,
  question: z.string(),
  answer: z.string(),
  /** Postings that will be tried again: at once when their search is running, else at its next start. */
  jobs_waiting: z.number().int().nonnegative(),
});
export type AnswerNeededAnswered = z.infer<typeof answerNeededAnsweredSchema>;
