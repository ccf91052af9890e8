// No zod here: the browser's api imports these at start-up, and the schemas load on demand.
import { plural } from '../format/plural';

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
  /** product §4: a search never asks for fewer jobs than it has already applied to. */
  maxJobsBelowApplied: (applied: number) =>
    `Max jobs can't be lower than the ${plural(applied, 'job')} already applied.`,
} as const;

/** A new password's one rule (product §5), shown before submit and enforced by the server's schema. */
export const PASSWORD_MIN_LENGTH = 8;
export const passwordMessages = {
  rule: `Use at least ${PASSWORD_MIN_LENGTH} characters.`,
  tooShort: `This password is too short. It must contain at least ${PASSWORD_MIN_LENGTH} characters.`,
} as const;
