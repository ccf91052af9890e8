import { z } from 'zod';
import { ACCOUNT_DATA_LIMITS } from './account-data-limits';
import { idSchema, requiredText, timestampSchema } from './common';
import { PASSWORD_MIN_LENGTH, passwordMessages } from './error-messages';

const emailSchema = z.string().trim().toLowerCase().max(254).pipe(z.email());
const passwordSchema = z.string().min(1).max(128);
const passwordTooShort = passwordMessages.tooShort;
const newPasswordSchema = z.string().min(PASSWORD_MIN_LENGTH, { error: passwordTooShort }).max(128);
const nameSchema = requiredText(150);

export const userSchema = z.object({
  id: idSchema,
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  credits: z.number().int(),
});
export type User = z.infer<typeof userSchema>;

export const loginRequestSchema = z.object({ email: emailSchema, password: passwordSchema });
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const registerRequestSchema = z.object({
  first_name: nameSchema,
  last_name: nameSchema,
  email: emailSchema,
  password: newPasswordSchema,
});
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

/** Login and register both answer a token pair (product §7), then the client fetches `me`. */
export const tokenPairSchema = z.object({ token: z.string(), refresh_token: z.string() });
export type TokenPair = z.infer<typeof tokenPairSchema>;

/** An empty password means "unchanged" (a decision of product §11). */
export const updateProfileRequestSchema = z.object({
  first_name: nameSchema,
  last_name: nameSchema,
  password: z
    .string()
    .max(128)
    .refine((p) => p === '' || p.length >= PASSWORD_MIN_LENGTH, { error: passwordTooShort })
    .optional()
    .default(''),
  /** Required with a new password: a stolen session alone cannot take the account over. */
  current_password: z.string().max(128).optional(),
});
export type UpdateProfileRequest = z.input<typeof updateProfileRequestSchema>;

/**
 * The user; after a password change also a fresh token pair, because the change ended every
 * session issued before it, the caller's included.
 */
export const updateProfileResponseSchema = userSchema.extend({
  token: z.string().optional(),
  refresh_token: z.string().optional(),
});
export type UpdateProfileResponse = z.infer<typeof updateProfileResponseSchema>;

export const refreshRequestSchema = z.object({ refresh: z.string().min(1) });
export type RefreshRequest = z.infer<typeof refreshRequestSchema>;
/** Refresh tokens rotate: the answer carries the next one as simplejwt's ROTATE_REFRESH_TOKENS does. */
export const refreshResponseSchema = z.object({ access: z.string(), refresh: z.string() });
export type RefreshResponse = z.infer<typeof refreshResponseSchema>;

export const logoutRequestSchema = z.object({ refresh: z.string().min(1) });
export type LogoutRequest = z.infer<typeof logoutRequestSchema>;

export const feedbackRequestSchema = z.object({ comment: requiredText(ACCOUNT_DATA_LIMITS.feedbackLength) });
export type FeedbackRequest = z.infer<typeof feedbackRequestSchema>;
export const feedbackSchema = z.object({ id: idSchema, comment: z.string(), created_at: timestampSchema });
export type Feedback = z.infer<typeof feedbackSchema>;
