import axios, { type AxiosInstance } from 'axios';
import { attachAccessToken, installTokenRefresh } from './token-refresh';

export const API_PREFIX = '/django/api';

/** product §7: answers are JSON, and anything that is not (an empty 204, a proxy's HTML) reads as {}. */
function parseJsonOrEmpty(data: unknown): unknown {
  if (typeof data !== 'string') return data;
  if (data.trim() === '') return {};
  try {
    return JSON.parse(data);
  } catch {
    return {};
  }
}

/**
 * The one axios instance of the app: `{host}/django/api`, cookies on every call, the bearer token
 * on all but login/register/refresh, the refresh interceptor, errors as ApiClientError. JSON bodies
 * get axios's JSON content type; FormData goes as is, so the browser writes the multipart boundary.
 */
export function createApiClient(options: { host?: string } = {}): AxiosInstance {
  const host = (options.host ?? window.location.origin).replace(/\/+$/, '');
  const client = axios.create({
    baseURL: `${host}${API_PREFIX}`,
    withCredentials: true,
    headers: { Accept: 'application/json' },
    transformResponse: [parseJsonOrEmpty],
  });
  client.interceptors.request.use(attachAccessToken);
  installTokenRefresh(client);
  return client;
}

let current: AxiosInstance | null = null;

/** The shell creates the instance once and registers it; every typed call goes through it. */
export function setApiClient(client: AxiosInstance | null): void {
  current = client;
}

/** The registered instance; a remote running on its own gets one for its page's origin. */
export function getApiClient(): AxiosInstance {
  current ??= createApiClient();
  return current;
}
