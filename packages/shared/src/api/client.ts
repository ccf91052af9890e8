import axios, { type AxiosInstance, type InternalAxiosRequestConfig } from 'axios';
import { attachAccessToken, installTokenRefresh } from './token-refresh';

export const API_PREFIX = '/django/api';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** A 2xx answer's body as its text (a CSV download); an error's body is still read as JSON. */
    asText?: boolean;
  }
}

/** product §7: answers are JSON, and anything that is not (an empty 204, a proxy's HTML) reads as {}. */
function parseJsonOrEmpty(text: unknown): unknown {
  if (typeof text !== 'string') return text;
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text);
  } catch {
    return {};
  }
}

/** axios's `transformResponse`, called with the request's config as `this`. */
function readBody(this: InternalAxiosRequestConfig, data: unknown, _headers: unknown, status?: number): unknown {
  const ok = status !== undefined && status >= 200 && status < 300;
  return this.asText && ok ? data : parseJsonOrEmpty(data);
}

/**
 * The one axios instance of the app: `{host}/django/api`, cookies on every call, the bearer token
 * on all but login/register/refresh, the refresh interceptor (one refresh for every tab), errors as
 * ApiClientError. JSON bodies get axios's JSON content type; FormData goes as is, so the browser
 * writes the multipart boundary.
 */
export function createApiClient(options: { host?: string } = {}): AxiosInstance {
  const host = (options.host ?? window.location.origin).replace(/\/+$/, '');
  const client = axios.create({
    baseURL: `${host}${API_PREFIX}`,
    withCredentials: true,
    headers: { Accept: 'application/json' },
    // Read as text, so a body that is not JSON is `{}` rather than a string, and a CSV stays text.
    responseType: 'text',
    transformResponse: [readBody],
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
