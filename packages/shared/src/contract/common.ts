import { z } from 'zod';

/** PostgreSQL `integer`: anything larger cannot be an id and must not reach a query. */
export const MAX_ID = 2_147_483_647;

/** Database ids are positive integers, as Django's auto fields are. */
export const idSchema = z.number().int().positive().max(MAX_ID);

/** Every timestamp on the wire: UTC, `yyyy-MM-dd HH:mm:ss` (product §9). */
export const timestampSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)
  .describe('UTC timestamp, yyyy-MM-dd HH:mm:ss');

/** A path parameter holding an id; anything else is answered 404 as Django's `<int:pk>` would. */
export const idParamsSchema = z.object({ id: z.coerce.number().int().positive().max(MAX_ID) });
export type IdParams = z.infer<typeof idParamsSchema>;

/** Free text that must hold something other than spaces; trimmed before it is stored. */
export const requiredText = (max: number) => z.string().trim().min(1).max(max);

export const detailSchema = z.object({ detail: z.string() });
export type Detail = z.infer<typeof detailSchema>;
