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

/** Why a start, stop or code was refused (400 `{"detail": …}`), and the code's acknowledgement. */
export const jobSearchRunMessages = {
  noCredentials: 'Save your LinkedIn credentials before starting a job search.',
  noResume: 'Upload a resume before starting a job search.',
  noExtraInformation: 'Save your Additional Information before starting a job search.',
  noCredits: 'You have no credits left. Each job applied costs 1 credit.',
  alreadyRunning: 'This job search is already running.',
  maxJobsReached:
    'This job search has already applied to its maximum number of jobs. Raise the number of jobs to apply more.',
  notRunning: 'This job search is not running.',
  queueUnavailable: 'The job search could not be queued; please try again in a moment.',
  noVerificationWaiting: 'No LinkedIn login is waiting for a verification code.',
  verificationReceived: 'Verification code received.',
  verificationCancelled: 'Verification cancelled.',
} as const;
