import { z } from 'zod';

/**
 * `DELETE /accounts/users/me/ {current_password}` (product §7): every row and file of the account
 * goes, its running searches stop and every token stops working. A missing password is answered
 * like a wrong one, in the password change's words (CURRENT_PASSWORD_INCORRECT).
 */
export const deleteAccountRequestSchema = z.object({
  current_password: z.string().max(128).optional(),
});
export type DeleteAccountRequest = z.input<typeof deleteAccountRequestSchema>;

/** A missing or wrong current password, for a password change and an account deletion alike. */
export const CURRENT_PASSWORD_INCORRECT = 'Your current password is incorrect.';
