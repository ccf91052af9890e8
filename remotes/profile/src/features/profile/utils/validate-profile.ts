import { z } from 'zod';
import { updateProfileRequestSchema } from '@app/shared/contract';

export interface ProfileValues {
  first_name: string;
  last_name: string;
  password: string;
  confirm: string;
  /** Asked for (and sent) only with a new password. */
  current_password: string;
}

const FIRST_NAME_REQUIRED = 'First name cannot be empty.';
const LAST_NAME_REQUIRED = 'Last name cannot be empty.';
const PASSWORDS_DIFFER = 'Passwords do not match';
const CURRENT_PASSWORD_REQUIRED = 'Enter your current password to change it.';

const server = updateProfileRequestSchema.shape;

/** The first message of the server's rule for one field, if the value breaks it. */
function serverProblem(schema: z.ZodType, value: string): string | undefined {
  return schema.safeParse(value).error?.issues[0]?.message;
}

/**
 * product §5 Profile rules with product.md's messages; an empty new password means "keep the current one".
 * The rest (name lengths, the 8-character minimum of a new password) are the server's own schema.
 * One refinement over the whole form, so that every problem is shown at once.
 */
export const profileFormSchema = z
  .object({
    first_name: z.string(),
    last_name: z.string(),
    password: z.string(),
    confirm: z.string(),
    current_password: z.string(),
  })
  .superRefine((values, ctx) => {
    const problem = (field: keyof ProfileValues, message: string | undefined) => {
      if (message) ctx.addIssue({ code: 'custom', path: [field], message });
    };
    problem(
      'first_name',
      values.first_name.trim() ? serverProblem(server.first_name, values.first_name) : FIRST_NAME_REQUIRED,
    );
    problem(
      'last_name',
      values.last_name.trim() ? serverProblem(server.last_name, values.last_name) : LAST_NAME_REQUIRED,
    );
    problem('password', serverProblem(server.password, values.password));
    if ((values.password || values.confirm) && values.password !== values.confirm) problem('confirm', PASSWORDS_DIFFER);
    if (values.password && !values.current_password) problem('current_password', CURRENT_PASSWORD_REQUIRED);
  });
