import { z } from 'zod';
import { idSchema, timestampSchema } from './common';
import { CUSTOM_ANSWERS_LIMITS, customAnswerQuestion } from './custom-answers-limits';

/**
 * Custom question → answer pairs the bot may use verbatim (product §3 `data`). Both sides are
 * trimmed; a question longer than the limit (a posting's, answered under "Answers needed") is
 * cut to it as customAnswerQuestion stores it, never refused, so the record stays savable.
 * Problems are reported once each under `data`, never under a key the user typed.
 */
export const customAnswersSchema = z
  .record(z.string(), z.string())
  .superRefine((map, ctx) => {
    const { questions, answerLength } = CUSTOM_ANSWERS_LIMITS;
    const problems = new Set<string>();
    const entries = Object.entries(map);
    if (entries.length > questions) problems.add(`Ensure this field has no more than ${questions} elements.`);
    for (const [question, answer] of entries) {
      if (question.trim() === '') problems.add('Questions may not be blank.');
      if (answer.trim() === '') problems.add('Answers may not be blank.');
      else if (answer.trim().length > answerLength)
        problems.add(`Ensure each answer has no more than ${answerLength} characters.`);
    }
    for (const message of problems) ctx.addIssue({ code: 'custom', message });
  })
  .transform((map) => Object.fromEntries(Object.entries(map).map(([q, a]) => [customAnswerQuestion(q), a.trim()])));

export const extraInformationSchema = z.object({
  id: idSchema,
  notice_period: z.number().int().nullable(),
  current_pay: z.string().nullable(),
  expected_pay: z.string().nullable(),
  data: z.record(z.string(), z.string()),
  /** Leave LinkedIn's "Follow <company>" ticked when applying; off unless the user opts in. */
  follow_companies: z.boolean(),
  created_at: timestampSchema,
  updated_at: timestampSchema,
});
export type ExtraInformation = z.infer<typeof extraInformationSchema>;
/** GET answers a list: empty before the first save, else the user's one record. */
export const extraInformationListSchema = z.array(extraInformationSchema);

/** One record per user: a second POST is refused with this `non_field_errors` message. */
export const EXTRA_INFORMATION_EXISTS = 'Additional information already exists. Update it instead.';

const fields = {
  /** Days; a fresher sends 0. */
  notice_period: z.number().int().min(0).max(3650).nullable(),
  /** Free text such as "9 LPA"; a fresher sends "". */
  current_pay: z.string().trim().max(100).nullable(),
  expected_pay: z.string().trim().min(1).max(100),
  data: customAnswersSchema,
  follow_companies: z.boolean(),
};

export const createExtraInformationRequestSchema = z.object({
  notice_period: fields.notice_period.optional().default(null),
  current_pay: fields.current_pay.optional().default(null),
  expected_pay: fields.expected_pay,
  data: fields.data.optional().default({}),
  follow_companies: fields.follow_companies.optional().default(false),
});
export type CreateExtraInformationRequest = z.input<typeof createExtraInformationRequestSchema>;

export const updateExtraInformationRequestSchema = z.object({
  notice_period: fields.notice_period.optional(),
  current_pay: fields.current_pay.optional(),
  expected_pay: fields.expected_pay.optional(),
  data: fields.data.optional(),
  /**
   * The custom answers as the client read them before the user edited `data`. Given, `data` is
   * merged into what is saved now instead of replacing it: an answer given meanwhile under "Answers
   * needed" (or changed there) stays, and only what the user removed from this copy goes. Without
   * it, `data` replaces the saved custom answers.
   */
  data_base: z
    .record(z.string(), z.string())
    .refine((map) => Object.keys(map).length <= CUSTOM_ANSWERS_LIMITS.questions, {
      message: `Ensure this field has no more than ${CUSTOM_ANSWERS_LIMITS.questions} elements.`,
    })
    .optional(),
  follow_companies: fields.follow_companies.optional(),
});
export type UpdateExtraInformationRequest = z.input<typeof updateExtraInformationRequestSchema>;
