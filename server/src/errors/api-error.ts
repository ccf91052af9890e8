import { errorMessages } from '@app/shared/contract';

type Body = Record<string, unknown>;

/** An error the client should see, with its HTTP status and DRF-shaped body. Rendered in one place. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: Body,
    readonly headers: Record<string, string> = {},
  ) {
    super(typeof body.detail === 'string' ? body.detail : `HTTP ${statusCode}`);
    this.name = 'ApiError';
  }
}

export const notFound = () => new ApiError(404, { detail: errorMessages.notFound });

export const notAuthenticated = () => new ApiError(401, { detail: errorMessages.notAuthenticated });

/** `{field: ["message"]}`; `non_field_errors` for problems not tied to one field. */
export const validationFailed = (fields: Record<string, string | string[]>) =>
  new ApiError(
    400,
    Object.fromEntries(Object.entries(fields).map(([field, m]) => [field, Array.isArray(m) ? m : [m]])),
  );

export const badRequest = (detail: string) => new ApiError(400, { detail });

export const throttled = (waitSeconds: number) =>
  new ApiError(429, { detail: errorMessages.throttled(waitSeconds) }, { 'retry-after': String(waitSeconds) });

/** An access token that cannot be used, as simplejwt's JWTAuthentication answers. */
export const accessTokenNotValid = (message: string, tokenType = 'access') =>
  new ApiError(401, {
    detail: errorMessages.tokenNotValid,
    code: 'token_not_valid',
    messages: [{ token_class: 'AccessToken', token_type: tokenType, message }],
  });

/** A refresh token that cannot be used, as simplejwt's TokenRefreshView answers. */
export const refreshTokenNotValid = (detail: string) => new ApiError(401, { detail, code: 'token_not_valid' });
