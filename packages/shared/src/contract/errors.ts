import { z } from 'zod';

/**
 * Error bodies as Django REST framework and simplejwt write them (product §8 reads these fields).
 * Validation errors are `{field: ["message"]}` plus `non_field_errors`; everything else has `detail`.
 */
export const tokenMessageSchema = z.object({
  token_class: z.string(),
  token_type: z.string(),
  message: z.string(),
});

export const errorBodySchema = z
  .object({
    detail: z.string().optional(),
    code: z.string().optional(),
    messages: z.array(tokenMessageSchema).optional(),
    non_field_errors: z.array(z.string()).optional(),
  })
  .catchall(z.unknown());
export type ErrorBody = z.infer<typeof errorBodySchema>;
