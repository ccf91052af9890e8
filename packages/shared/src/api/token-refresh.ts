import type { AxiosInstance, AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { getTokens, setTokens } from '../stores/token-storage';
import { isAxiosFailure, isExpiredTokenError, normalizeApiError } from './api-error';
import type { ApiClient } from './client';
import { expireSession } from './session-expiry';
import { withTabsLock } from './tabs-lock';
import { isUnauthenticatedCall } from './unauthenticated-calls';

export const NO_REFRESH_TOKEN_MESSAGE = 'No refresh token available';
export const REFRESH_FAILED_MESSAGE = 'Failed to refresh token';
const REFRESH_PATH = '/accounts/token/refresh/';
/** The lock every tab of this browser takes to refresh: the server rotates refresh tokens, so only one may. */
const REFRESH_LOCK = 'jobpilot.token-refresh';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** The access token this request was sent with. */
    sentAccessToken?: string;
    /** Set on the replay after a refresh: a second expired-token answer is not refreshed again. */
    replayedAfterRefresh?: boolean;
  }
}

/**
 * `POST /accounts/token/refresh/ {refresh}` → the new access token and, since the server rotates
 * them, the next refresh token. An answer without `access` is "Failed to refresh token".
 */
export async function requestTokenRefresh(
  client: Pick<ApiClient, 'post'>,
  refresh: string,
): Promise<{ access: string; refresh?: string }> {
  const { data } = await client.post<unknown>(REFRESH_PATH, { refresh });
  const body = (data ?? {}) as { access?: unknown; refresh?: unknown };
  if (typeof body.access !== 'string' || body.access === '') throw new Error(REFRESH_FAILED_MESSAGE);
  return { access: body.access, ...(typeof body.refresh === 'string' ? { refresh: body.refresh } : {}) };
}

/** Bearer token on every call but login, register and refresh (product §6). */
export function attachAccessToken(config: InternalAxiosRequestConfig): InternalAxiosRequestConfig {
  if (isUnauthenticatedCall(config.url)) return config;
  const { access } = getTokens();
  if (access) {
    config.headers.set('Authorization', `Bearer ${access}`);
    config.sentAccessToken = access;
  }
  return config;
}

/**
 * The access token to replace `expired` with, refreshed by one tab at a time. The tokens live in
 * the browser's storage, which every tab shares: inside the lock they are read again, and when
 * another tab has refreshed meanwhile its result is used as it is. So no tab ever presents a
 * refresh token another tab has already rotated (the server would refuse it and sign the user out).
 */
function refreshAcrossTabs(client: AxiosInstance, expired: string | undefined): Promise<string> {
  return withTabsLock(REFRESH_LOCK, async () => {
    const { access, refresh } = getTokens();
    if (access && expired && access !== expired) return access;
    if (!refresh) throw new Error(NO_REFRESH_TOKEN_MESSAGE);
    try {
      const tokens = await requestTokenRefresh(client, refresh);
      setTokens(tokens);
      return tokens.access;
    } catch (error) {
      // Chromium tells each tab of a storage change on its own schedule, not with the lock: another
      // tab may have rotated this very refresh token an instant ago and its new tokens not reached
      // this tab yet. Then they arrive within moments, and the session goes on with them.
      const rotated = await rotatedElsewhere(refresh);
      if (rotated) return rotated;
      throw error;
    }
  });
}

/** How long a refused refresh waits for another tab's new tokens before the session is ended. */
const ROTATION_SETTLE_MS = 1_000;

/** The access token another tab stored with a refresh token other than `used`, if one comes in time. */
async function rotatedElsewhere(used: string): Promise<string | null> {
  const deadline = Date.now() + ROTATION_SETTLE_MS;
  for (;;) {
    const { access, refresh } = getTokens();
    if (access && refresh && refresh !== used) return access;
    if (Date.now() >= deadline) return null;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/**
 * product §4/§8: a call failing because its access token expired starts one refresh; calls failing
 * the same way meanwhile (in this tab, or in another: see refreshAcrossTabs) wait for that same
 * refresh, and all are replayed with the new token, or all rejected when it fails (which also
 * forces the logout). Every other failure is normalised, here only.
 */
export function installTokenRefresh(client: AxiosInstance): void {
  let refreshing: Promise<string> | null = null;

  const refreshOnce = async (expired: string | undefined): Promise<string> => {
    try {
      return await refreshAcrossTabs(client, expired);
    } catch (error) {
      expireSession();
      throw normalizeApiError(error);
    }
  };

  const replay = (config: InternalAxiosRequestConfig): Promise<AxiosResponse> =>
    client.request({ ...config, replayedAfterRefresh: true });

  client.interceptors.response.use(undefined, async (error: unknown) => {
    const config = isAxiosFailure(error) ? error.config : undefined;
    const response = isAxiosFailure(error) ? error.response : undefined;
    if (
      !config ||
      config.replayedAfterRefresh ||
      isUnauthenticatedCall(config.url) ||
      !isExpiredTokenError(response?.status, response?.data)
    ) {
      throw normalizeApiError(error);
    }
    // Sent before a refresh that has finished since: the stored token is already the new one.
    const { access } = getTokens();
    if (!refreshing && access && config.sentAccessToken && access !== config.sentAccessToken) return replay(config);
    // Cleared once settled (not inside refreshOnce, which may settle before this assignment).
    refreshing ??= refreshOnce(config.sentAccessToken).finally(() => {
      refreshing = null;
    });
    await refreshing;
    return replay(config);
  });
}
