import { z } from 'zod';
import { createLinkedinCredentialsRequestSchema } from '@app/shared/contract';

const PASSWORD_REQUIRED = 'Enter the new LinkedIn password.';

/** A new LinkedIn password: not blank (blank would keep the old one), else the server's own rule. */
export const linkedinPasswordFormSchema = z.object({
  password: z
    .string()
    .refine((password) => password !== '', PASSWORD_REQUIRED)
    .pipe(createLinkedinCredentialsRequestSchema.shape.password),
});

export type LinkedinPasswordValues = z.input<typeof linkedinPasswordFormSchema>;
