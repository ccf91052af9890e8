import { z } from 'zod';
import { ANSWER_INPUTS } from './answer-rules';
import { CUSTOM_ANSWERS_LIMITS } from './custom-answers-limits';

/**
 * One answer the bot may give in the user's own words (the "My data" page): a custom answer
 * typed under Additional Information, or an answer the user gave under "Answers needed" (kept with
 * the custom answers). `used_for` says, in plain words, which questions the bot answers with it.
 */
export const myAnswerSchema = z.object({
  question: z.string(),
  answer: z.string(),
  source: z.enum(['custom_information', 'answers_needed']),
  /** How the answer is typed: the options of a choice the posting offered, else free text or a number. */
  input: z.enum(ANSWER_INPUTS),
  options: z.array(z.string()).min(1).nullable(),
  used_for: z.string(),
});
export type MyAnswer = z.infer<typeof myAnswerSchema>;
export const myAnswerListSchema = z.array(myAnswerSchema);

/** Why an edit or a deletion of one answer was refused, in plain words. */
export const myAnswerMessages = {
  noQuestion: 'Say which answer to change.',
  tooLong: `Keep the answer under ${CUSTOM_ANSWERS_LIMITS.answerLength} characters.`,
} as const;

const question = z
  .string({ error: myAnswerMessages.noQuestion })
  .trim()
  .min(1, myAnswerMessages.noQuestion)
  .max(CUSTOM_ANSWERS_LIMITS.questionLength, myAnswerMessages.noQuestion);

/** Changes the answer to one saved question (its words stay); the answer is checked like under "Answers needed". */
export const updateMyAnswerRequestSchema = z.object({
  question,
  answer: z
    .string({ error: 'Please enter an answer.' })
    .max(CUSTOM_ANSWERS_LIMITS.answerLength, myAnswerMessages.tooLong),
});
export type UpdateMyAnswerRequest = z.input<typeof updateMyAnswerRequestSchema>;

/** Deletes one saved answer: the bot no longer gives it (a posting asking it again waits under "Answers needed"). */
export const deleteMyAnswerRequestSchema = z.object({ question });
export type DeleteMyAnswerRequest = z.input<typeof deleteMyAnswerRequestSchema>;
