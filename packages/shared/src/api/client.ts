import type { AxiosInstance, AxiosRequestConfig, AxiosResponse, AxiosStatic, InternalAxiosRequestConfig } from 'axios';
import { attachAccessToken, installTokenRefresh } from './token-refresh';

export const API_PREFIX = '/django/api';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** A 2xx answer's body as its text (a CSV download); an error's body is still read as JSON. */
    asText?: boolean;
  }
}

/** What the app calls on its axios instance. */
export interface ApiClient {
  request<T = unknown>(config: AxiosRequestConfig): Promise<AxiosResponse<T>>;
  get<T = unknown>(url: string, config?: AxiosRequestConfig): Promise<AxiosResponse<T>>;
  delete<T = unknown>(url: string, config?: AxiosRequestConfig): Promise<AxiosResponse<T>>;
  post<T = unknown>(url: string, data?: unknown, config?: AxiosRequestConfig): Promise<AxiosResponse<T>>;
  put<T = unknown>(url: string, data?: unknown, config?: AxiosRequestConfig): Promise<AxiosResponse<T>>;
  patch<T = unknown>(url: string, data?: unknown, config?: AxiosRequestConfig): Promise<AxiosResponse<T>>;
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
 * The axios instance: `{host}/django/api`, cookies on every call, the bearer token on all but
 * login/register/refresh, the refresh interceptor (one refresh for every tab), errors as
 * ApiClientError. JSON bodies get axios's JSON content type; FormData goes as is, so the browser
 * writes the multipart boundary.
 */
function axiosInstance(axios: AxiosStatic, host: string): AxiosInstance {
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

/**
 * The one API client of the app: an axios instance (see axiosInstance). axios itself is loaded
 * with the first call (or `preloadApiClient`), not with the page: a page that renders before it
 * calls the API (/login) does not wait for it (`pnpm bench web`).
 */
export function createApiClient(options: { host?: string } = {}): ApiClient & { ready(): Promise<AxiosInstance> } {
  const host = (options.host ?? window.location.origin).replace(/\/+$/, '');
  let instance: Promise<AxiosInstance> | undefined;
  const ready = () => (instance ??= import('axios').then(({ default: axios }) => axiosInstance(axios, host)));
  return {
    ready,
    request: (config) => ready().then((client) => client.request(config)),
    get: (url, config) => ready().then((client) => client.get(url, config)),
    delete: (url, config) => ready().then((client) => client.delete(url, config)),
    post: (url, data, config) => ready().then((client) => client.post(url, data, config)),
    put: (url, data, config) => ready().then((client) => client.put(url, data, config)),
    patch: (url, data, config) => ready().then((client) => client.patch(url, data, config)),
  };
}

let current: ReturnType<typeof createApiClient> | null = null;

/** The shell creates the client once and registers it; every typed call goes through it. */
export function setApiClient(client: ReturnType<typeof createApiClient> | null): void {
  current = client;
}

/** The registered client; a remote running on its own gets one for its page's origin. */
export function getApiClient(): ApiClient {
  current ??= createApiClient();
  return current;
}

/** Starts loading axios for the registered client, e.g. once the page has painted. */
export function preloadApiClient(): void {
  current ??= createApiClient();
  void current.ready().catch(() => undefined);
}
