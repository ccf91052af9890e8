import { z } from 'zod';
import { idSchema, timestampSchema } from './common';

/** Custom question → answer pairs the bot may use verbatim (SPEC §3 `data`). */
export const customAnswersSchema = z
  .record(z.string().trim().min(1).max(500), z.string().trim().min(1).max(2000))
  .refine((map) => Object.keys(map).length <= 200, { error: 'Ensure this field has no more than 200 elements.' });

export const extraInformationSchema = z.object({
  id: idSchema,
  notice_period: z.number().int().nullable(),
  current_pay: z.string().nullable(),
  expected_pay: z.string().nullable(),
  data: z.record(z.string(), z.string()),
  created_at: timestampSchema,
  updated_at: timestampSchema,
});
export type ExtraInformation = z.infer<typeof extraInformationSchema>;
/** GET answers a list: empty before the first save, else the user's one record. */
export const extraInformationListSchema = z.array(extraInformationSchema);

const fields = {
  /** Days; a fresher sends 0. */
  notice_period: z.number().int().min(0).max(3650).nullable(),
  /** Free text such as "9 LPA"; a fresher sends "". */
  current_pay: z.string().trim().max(100).nullable(),
  expected_pay: z.string().trim().min(1).max(100),
  data: customAnswersSchema,
};

export const createExtraInformationRequestSchema = z.object({
  notice_period: fields.notice_period.optional().default(null),
  current_pay: fields.current_pay.optional().default(null),
  expected_pay: fields.expected_pay,
  data: fields.data.optional().default({}),
});
export type CreateExtraInformationRequest = z.input<typeof createExtraInformationRequestSchema>;

export const updateExtraInformationRequestSchema = z.object({
  notice_period: fields.notice_period.optional(),
  current_pay: fields.current_pay.optional(),
  expected_pay: fields.expected_pay.optional(),
  data: fields.data.optional(),
});
export type UpdateExtraInformationRequest = z.input<typeof updateExtraInformationRequestSchema>;
