import { errorMessages } from '../contract/error-messages';
import type { AxiosError } from 'axios';

export const GENERIC_ERROR_MESSAGE = 'An error occurred';
export const NETWORK_ERROR_MESSAGE = 'Network error. Please check your connection.';

export interface TokenMessage {
  token_class?: string;
  token_type?: string;
  message?: string;
}

/** What every failed call rejects with (product §8): the shown message and the fields it came from. */
export class ApiClientError extends Error {
  /** The HTTP status; undefined when no answer arrived. */
  readonly status: number | undefined;
  /** The body's `errors` when it has one, else the whole body (DRF's `{field: [message]}`). */
  readonly errors: Record<string, unknown> | undefined;
  readonly code: string | undefined;
  readonly detail: string | undefined;
  readonly messages: TokenMessage[] | undefined;

  constructor(
    message: string,
    fields: {
      status?: number;
      errors?: Record<string, unknown>;
      code?: string;
      detail?: string;
      messages?: TokenMessage[];
      cause?: unknown;
    } = {},
  ) {
    super(message, { cause: fields.cause });
    this.name = 'ApiClientError';
    this.status = fields.status;
    this.errors = fields.errors;
    this.code = fields.code;
    this.detail = fields.detail;
    this.messages = fields.messages;
  }
}

type Body = Record<string, unknown>;

const asBody = (data: unknown): Body =>
  data !== null && typeof data === 'object' && !Array.isArray(data) ? (data as Body) : {};
const nonEmptyString = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined;

/** A list entry as text: DRF lists hold strings; token `messages` hold objects with a message. */
function entryText(entry: unknown): string {
  if (typeof entry === 'string') return entry;
  const message = nonEmptyString(asBody(entry).message);
  return message ?? JSON.stringify(entry);
}

/**
 * The message product §8 shows for an error body: `message`, else `detail`, else "An error occurred";
 * if still generic, the first list-valued field as "field: first message"; and the first entry of
 * `non_field_errors`, when there is one, wins over all of these.
 */
export function errorMessageFromBody(data: unknown): string {
  const body = asBody(data);
  const nonFieldErrors = body.non_field_errors;
  if (Array.isArray(nonFieldErrors) && nonFieldErrors.length > 0) return entryText(nonFieldErrors[0]);
  const message = nonEmptyString(body.message) ?? nonEmptyString(body.detail) ?? GENERIC_ERROR_MESSAGE;
  if (message !== GENERIC_ERROR_MESSAGE) return message;
  for (const [field, value] of Object.entries(body)) {
    if (Array.isArray(value) && value.length > 0) return `${field}: ${entryText(value[0])}`;
  }
  return message;
}

/**
 * product §8's expired access token: a 401 whose body has code `token_not_valid`, or the detail
 * "Given token not valid for any token type", or an access-token message "Token is expired".
 */
export function isExpiredTokenError(status: number | undefined, data: unknown): boolean {
  if (status !== 401) return false;
  const body = asBody(data);
  if (body.code === 'token_not_valid') return true;
  if (body.detail === errorMessages.tokenNotValid) return true;
  const messages = body.messages;
  return (
    Array.isArray(messages) &&
    messages.some((m) => asBody(m).token_type === 'access' && asBody(m).message === errorMessages.tokenExpired)
  );
}

/** axios's own test (its `isAxiosError`), without loading axios for it. */
export function isAxiosFailure(error: unknown): error is AxiosError {
  return typeof error === 'object' && error !== null && (error as { isAxiosError?: unknown }).isAxiosError === true;
}

/**
 * Any failure as an ApiClientError. An answer from the server is read as product §8 says; a request
 * that got no answer is the network error; an error raised in the client itself (no refresh token,
 * an answer that breaks the contract) keeps its own message.
 */
export function normalizeApiError(error: unknown): ApiClientError {
  if (error instanceof ApiClientError) return error;
  if (isAxiosFailure(error)) {
    if (error.code === 'ERR_CANCELED')
      return new ApiClientError('Request cancelled', { code: 'ERR_CANCELED', cause: error });
    const response = error.response;
    if (!response?.status) return new ApiClientError(NETWORK_ERROR_MESSAGE, { code: error.code, cause: error });
    const body = asBody(response.data);
    const errors = asBody(body.errors);
    return new ApiClientError(errorMessageFromBody(body), {
      status: response.status,
      errors: Object.keys(errors).length > 0 ? errors : body,
      code: nonEmptyString(body.code),
      detail: nonEmptyString(body.detail),
      messages: Array.isArray(body.messages) ? (body.messages as TokenMessage[]) : undefined,
      cause: error,
    });
  }
  if (error instanceof Error) return new ApiClientError(error.message, { cause: error });
  return new ApiClientError(GENERIC_ERROR_MESSAGE, { cause: error });
}
