import { z } from 'zod';

/**
 * Error bodies as Django REST framework and simplejwt write them (SPEC §8 reads these fields).
 * Validation errors are `{field: ["message"]}` plus `non_field_errors`; everything else has `detail`.
 */
export const tokenMessageSchema = z.object({
  token_class: z.string(),
  token_type: z.string(),
  message: z.string(),
});

export const errorBodySchema = z
  .object({
    detail: z.string().optional(),
    code: z.string().optional(),
    messages: z.array(tokenMessageSchema).optional(),
    non_field_errors: z.array(z.string()).optional(),
  })
  .catchall(z.unknown());
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** The messages a client sees, spelled once so server and tests agree. */
export const errorMessages = {
  notFound: 'Not found.',
  notAuthenticated: 'Authentication credentials were not provided.',
  tokenNotValid: 'Given token not valid for any token type',
  tokenExpired: 'Token is expired',
  tokenInvalid: 'Token is invalid',
  tokenWrongType: 'Token has wrong type',
  tokenBlacklisted: 'Token is blacklisted',
  userNotFound: 'User not found',
  noActiveAccount: 'No active account found with the given credentials',
  serverError: 'A server error occurred.',
  throttled: (seconds: number) =>
    `Request was throttled. Expected available in ${seconds} second${seconds === 1 ? '' : 's'}.`,
  jsonParse: (reason: string) => `JSON parse error - ${reason}`,
  unsupportedMediaType: (type: string) => `Unsupported media type "${type}" in request.`,
  methodNotAllowed: (method: string) => `Method "${method}" not allowed.`,
  required: 'This field is required.',
  blank: 'This field may not be blank.',
  editLocked: 'This field cannot be modified after jobs have been applied',
} as const;
