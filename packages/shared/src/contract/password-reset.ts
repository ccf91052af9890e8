import { z } from 'zod';
import { registerRequestSchema } from './accounts';

/** What the user reads around a password reset (product §2.11, §2.12), spelled once. */
export const passwordResetMessages = {
  /** The one answer to every reset request, so it never tells whether an account exists. */
  requested: 'If an account exists, we sent a link',
  /** Used, expired and unknown links alike: telling them apart would say which tokens exist. */
  linkNotValid: 'This reset link has expired or was already used. Ask for a new one.',
  changed: 'Your password has been changed. You can now log in.',
} as const;

/** How long a reset link works (product §4.1), in seconds. */
export const PASSWORD_RESET_LINK_SECONDS = 3600;

/** `POST /accounts/users/password-reset/`: the email is read as register reads it. */
export const passwordResetRequestSchema = z.object({ email: registerRequestSchema.shape.email });
export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;

/**
 * `POST /accounts/users/password-reset/confirm/`: the token from the link and a new password under
 * register's rule. Any string is a token to check (a malformed one is just not valid), with a
 * bound so a huge body is refused before it is hashed.
 */
export const passwordResetConfirmSchema = z.object({
  token: z.string().min(1).max(200),
  password: registerRequestSchema.shape.password,
});
export type PasswordResetConfirm = z.infer<typeof passwordResetConfirmSchema>;
