import { z } from 'zod';
import { submitVerificationCodeRequestSchema } from '@app/shared/contract';

export const CODE_LENGTH = 6;
const CODE_REQUIRED = 'Please enter the verification code';

/** product §5: blank has its own message; anything else is the server's rule (6 digits) and words. */
export const verificationCodeFormSchema = z.object({
  verification_code: z
    .string()
    .refine((code) => code.trim() !== '', CODE_REQUIRED)
    .pipe(submitVerificationCodeRequestSchema.shape.verification_code),
});

export type VerificationCodeValues = z.input<typeof verificationCodeFormSchema>;

/** product §2.5: only digits, at most 6; anything else is dropped as it is typed. */
export const onlyCodeDigits = (typed: string) => typed.replace(/\D/g, '').slice(0, CODE_LENGTH);

/** "1 second", "2 seconds" (the countdown's words). */
export const seconds = (n: number) => `${n} second${n === 1 ? '' : 's'}`;
