import { getTokens, setTokens } from '../stores/token-storage';
import { isExpiredTokenError, normalizeApiError } from './api-error';
import type { ApiRequestConfig, ApiResponse } from './client';
import { HttpError } from './http-request';
import { expireSession } from './session-expiry';
import { isUnauthenticatedCall } from './unauthenticated-calls';

export const NO_REFRESH_TOKEN_MESSAGE = 'No refresh token available';
export const REFRESH_FAILED_MESSAGE = 'Failed to refresh token';
const REFRESH_PATH = '/accounts/token/refresh/';

type SendRequest = (config: ApiRequestConfig) => Promise<ApiResponse>;

/**
 * `POST /accounts/token/refresh/ {refresh}` → the new access token and, since the server rotates
 * them, the next refresh token. An answer without `access` is "Failed to refresh token".
 */
export async function requestTokenRefresh(
  send: SendRequest,
  refresh: string,
): Promise<{ access: string; refresh?: string }> {
  const { data } = await send({ method: 'POST', url: REFRESH_PATH, data: { refresh } });
  const body = (data ?? {}) as { access?: unknown; refresh?: unknown };
  if (typeof body.access !== 'string' || body.access === '') throw new Error(REFRESH_FAILED_MESSAGE);
  return { access: body.access, ...(typeof body.refresh === 'string' ? { refresh: body.refresh } : {}) };
}

/** Bearer token on every call but login, register and refresh (product §6). */
function attachAccessToken(config: ApiRequestConfig): ApiRequestConfig {
  if (isUnauthenticatedCall(config.url)) return config;
  const { access } = getTokens();
  if (!access) return config;
  return { ...config, headers: { ...config.headers, Authorization: `Bearer ${access}` }, sentAccessToken: access };
}

/**
 * Wraps the transport with product §4/§8's token handling: a call failing because its access token
 * expired starts one refresh; calls failing the same way meanwhile wait for that same refresh, and
 * all are replayed with the new token, or all rejected when it fails (which also forces the
 * logout). Every other failure is normalised.
 */
export function withTokenRefresh(send: SendRequest): SendRequest {
  let refreshing: Promise<string> | null = null;

  const refreshOnce = async (): Promise<string> => {
    try {
      const { refresh } = getTokens();
      if (!refresh) throw new Error(NO_REFRESH_TOKEN_MESSAGE);
      const tokens = await requestTokenRefresh(send, refresh);
      setTokens(tokens);
      return tokens.access;
    } catch (error) {
      expireSession();
      throw normalizeApiError(error);
    }
  };

  const request: SendRequest = async (unsigned) => {
    const config = attachAccessToken(unsigned);
    try {
      return await send(config);
    } catch (error) {
      const status = error instanceof HttpError ? error.status : undefined;
      const data = error instanceof HttpError ? error.data : undefined;
      if (config.replayedAfterRefresh || isUnauthenticatedCall(config.url) || !isExpiredTokenError(status, data)) {
        throw normalizeApiError(error);
      }
      const replay = () => request({ ...unsigned, replayedAfterRefresh: true });
      // Sent before a refresh that has finished since: the stored token is already the new one.
      const { access } = getTokens();
      if (!refreshing && access && config.sentAccessToken && access !== config.sentAccessToken) return replay();
      // Cleared once settled (not inside refreshOnce, which may settle before this assignment).
      refreshing ??= refreshOnce().finally(() => {
        refreshing = null;
      });
      await refreshing;
      return replay();
    }
  };
  return request;
}
