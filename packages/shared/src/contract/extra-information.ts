import { z } from 'zod';
import { idSchema, timestampSchema } from './common';
import { CUSTOM_ANSWERS_LIMITS, customAnswerQuestion } from './custom-answers-limits';
import { answerShape, createShape, updateShape, type FieldTable } from './field-table';

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

/** How long a cover letter may be: about two pages, more than the forms' own fields take. */
export const COVER_LETTER_MAX = 10_000;

/** A yes/no setting of how the bot applies, ticked under "When applying" with this label. */
const yesNoSetting = (label: string) => ({ answer: z.boolean(), rule: z.boolean(), ifLeftOut: false, setting: label });

/**
 * What this JobPilot offers beyond the user's own data, as GET extra-information/offers/ answers it:
 * a setting that needs one of these is shown only where the server has it.
 */
export const extraInformationOffersSchema = z.object({
  /** The server has a language model set up to word a cover letter from the user's data. */
  cover_letter_writer: z.boolean(),
});
export type ExtraInformationOffers = z.infer<typeof extraInformationOffersSchema>;

/** A yes/no setting that works only where the server offers `offer` (else it is not shown). */
const offeredSetting = (label: string, offer: keyof ExtraInformationOffers) => ({
  ...yesNoSetting(label),
  offeredWith: offer,
});

/**
 * Additional Information's fields, once each (see field-table.ts): the answer, both requests, the
 * server's mappers and its columns (checked against this table, column for field) follow from it,
 * and the settings form shows a `setting` as a checkbox with its label. A new field is one line here
 * and one column in the server's schema.
 */
export const EXTRA_INFORMATION_FIELDS = {
  /** Days; a fresher sends 0. */
  notice_period: {
    answer: z.number().int().nullable(),
    rule: z.number().int().min(0).max(3650).nullable(),
    ifLeftOut: null,
  },
  /** Free text such as "9 LPA"; a fresher sends "". */
  current_pay: { answer: z.string().nullable(), rule: z.string().trim().max(100).nullable(), ifLeftOut: null },
  expected_pay: { answer: z.string().nullable(), rule: z.string().trim().min(1).max(100) },
  data: { answer: z.record(z.string(), z.string()), rule: customAnswersSchema, ifLeftOut: {} },
  /**
   * The user's own cover letter: sent where a company's site offers a cover letter field
   * (Greenhouse, Lever, Ashby); "" when they have none, and the field then stays empty unless
   * `write_cover_letter` is on.
   */
  cover_letter: { answer: z.string(), rule: z.string().trim().max(COVER_LETTER_MAX), ifLeftOut: '' },
  /** Leave LinkedIn's "Follow <company>" ticked when applying; off unless the user opts in. */
  follow_companies: yesNoSetting('Follow the companies I apply to on LinkedIn'),
  /**
   * Without a cover letter of their own, the server's language model words one for a company form's
   * cover letter field from the user's data and the posting only (product §4.13); off unless the
   * user opts in, and offered only where the server has a model.
   */
  write_cover_letter: offeredSetting(
    'When I have not written a cover letter, let JobPilot write one from my resume and answers',
    'cover_letter_writer',
  ),
} satisfies FieldTable;
export type ExtraInformationField = keyof typeof EXTRA_INFORMATION_FIELDS;

/** The fields that are yes/no settings of how the bot applies. */
export type ExtraInformationSetting = {
  [K in ExtraInformationField]: (typeof EXTRA_INFORMATION_FIELDS)[K] extends { setting: string } ? K : never;
}[ExtraInformationField];

/**
 * The yes/no settings in the table's order, each with the label the user ticks and, for one that
 * works only where the server offers something, which offer it needs.
 */
export const EXTRA_INFORMATION_SETTINGS: Array<{
  name: ExtraInformationSetting;
  label: string;
  offeredWith?: keyof ExtraInformationOffers;
}> = Object.entries(EXTRA_INFORMATION_FIELDS).flatMap(([name, spec]) =>
  'setting' in spec
    ? [
        {
          name: name as ExtraInformationSetting,
          label: spec.setting,
          ...('offeredWith' in spec ? { offeredWith: spec.offeredWith } : {}),
        },
      ]
    : [],
);

export const extraInformationSchema = z.object({
  id: idSchema,
  ...answerShape(EXTRA_INFORMATION_FIELDS),
  created_at: timestampSchema,
  updated_at: timestampSchema,
});
export type ExtraInformation = z.infer<typeof extraInformationSchema>;
/** GET answers a list: empty before the first save, else the user's one record. */
export const extraInformationListSchema = z.array(extraInformationSchema);

/** One record per user: a second POST is refused with this `non_field_errors` message. */
export const EXTRA_INFORMATION_EXISTS = 'Additional information already exists. Update it instead.';

export const createExtraInformationRequestSchema = z.object(createShape(EXTRA_INFORMATION_FIELDS));
export type CreateExtraInformationRequest = z.input<typeof createExtraInformationRequestSchema>;

export const updateExtraInformationRequestSchema = z.object({
  ...updateShape(EXTRA_INFORMATION_FIELDS),
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
});
export type UpdateExtraInformationRequest = z.input<typeof updateExtraInformationRequestSchema>;
