import { z } from 'zod';
import { idSchema, timestampSchema } from './common';

/** The password is write-only: it is never part of an answer (product §3). */
export const linkedinCredentialsSchema = z.object({
  id: idSchema,
  username: z.string(),
  created_at: timestampSchema,
  updated_at: timestampSchema,
  cookies_saved: z.boolean(),
  /** When the bot saved the LinkedIn session it signs in with; null when none is saved. */
  cookies_saved_at: timestampSchema.nullable(),
});
export type LinkedinCredentials = z.infer<typeof linkedinCredentialsSchema>;
export const linkedinCredentialsListSchema = z.array(linkedinCredentialsSchema);

/** One record per user: a second POST is refused with this `non_field_errors` message. */
export const LINKEDIN_CREDENTIALS_EXIST = 'LinkedIn credentials already exist. Update them instead.';

const usernameSchema = z.string().trim().toLowerCase().max(254).pipe(z.email());

export const createLinkedinCredentialsRequestSchema = z.object({
  username: usernameSchema,
  password: z.string().min(1).max(256),
});
export type CreateLinkedinCredentialsRequest = z.input<typeof createLinkedinCredentialsRequestSchema>;

/** An empty, null or absent password keeps the saved one (product §5: "sent only when updating"). */
export const updateLinkedinCredentialsRequestSchema = z.object({
  username: usernameSchema.optional(),
  password: z.string().max(256).nullish(),
});
export type UpdateLinkedinCredentialsRequest = z.input<typeof updateLinkedinCredentialsRequestSchema>;
