import { z } from 'zod';
import { idSchema } from './common';

/**
 * Starting, stopping and feeding a running search (product §7 `start/`, `submit-verification-code/`;
 * `stop/` is an addition, product §11). Start and stop answer the job search (jobSearchSchema).
 */
export const submitVerificationCodeRequestSchema = z.object({
  verification_code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, { message: 'Enter the 6-digit code LinkedIn sent you.' }),
});
export type SubmitVerificationCodeRequest = z.input<typeof submitVerificationCodeRequestSchema>;

/** Cancel in the code dialog: the bot stops waiting for the PIN of this search (product §4.4). */
export const cancelVerificationRequestSchema = z.object({ job_search_id: idSchema });
export type CancelVerificationRequest = z.input<typeof cancelVerificationRequestSchema>;
