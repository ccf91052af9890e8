import { sendHttpRequest, type UploadProgress } from './http-request';
import { withTokenRefresh } from './token-refresh';

export const API_PREFIX = '/django/api';

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One call as the typed endpoint functions describe it; the url is relative to `{host}/django/api`. */
export interface ApiRequestConfig {
  method: HttpMethod;
  url: string;
  /** Plain values go as JSON; FormData and URLSearchParams as they are. */
  data?: unknown;
  /** The query string; undefined values are left out. */
  params?: Record<string, string | number | boolean | undefined>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Milliseconds; none when unset. */
  timeout?: number;
  onUploadProgress?(progress: UploadProgress): void;
  /** A 2xx answer's body as its text (a CSV download); an error's body is still read as JSON. */
  asText?: boolean;
  /** The access token this request was sent with. */
  sentAccessToken?: string;
  /** Set on the replay after a refresh: a second expired-token answer is not refreshed again. */
  replayedAfterRefresh?: boolean;
}

export interface ApiResponse<T = unknown> {
  data: T;
  status: number;
}

type CallOptions = Omit<ApiRequestConfig, 'method' | 'url' | 'data'>;

export interface ApiClient {
  request<T = unknown>(config: ApiRequestConfig): Promise<ApiResponse<T>>;
  get<T = unknown>(url: string, options?: CallOptions): Promise<ApiResponse<T>>;
  delete<T = unknown>(url: string, options?: CallOptions): Promise<ApiResponse<T>>;
  post<T = unknown>(url: string, data?: unknown, options?: CallOptions): Promise<ApiResponse<T>>;
  put<T = unknown>(url: string, data?: unknown, options?: CallOptions): Promise<ApiResponse<T>>;
  patch<T = unknown>(url: string, data?: unknown, options?: CallOptions): Promise<ApiResponse<T>>;
}

/** product §7: answers are JSON, and anything that is not (an empty 204, a proxy's HTML) reads as {}. */
function parseJsonOrEmpty(text: string): unknown {
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text);
  } catch {
    return {};
  }
}

/** An absolute URL (the live auth endpoint) is used as it is; a path goes under the base. */
function fullUrl(base: string, url: string, params: ApiRequestConfig['params']): string {
  const target = /^https?:\/\//i.test(url) ? url : `${base}/${url.replace(/^\/+/, '')}`;
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params ?? {})) {
    if (value !== undefined) query.append(name, String(value));
  }
  const search = query.toString();
  if (search === '') return target;
  return `${target}${target.includes('?') ? '&' : '?'}${search}`;
}

const isSentAsIs = (data: unknown): data is FormData | URLSearchParams | Blob =>
  data instanceof FormData || data instanceof URLSearchParams || data instanceof Blob;

/**
 * The one API client of the app: `{host}/django/api`, cookies on every call, the bearer token on
 * all but login/register/refresh, one shared refresh for expired tokens, errors as ApiClientError.
 * JSON bodies get the JSON content type; FormData goes as is, so the browser writes the multipart
 * boundary.
 */
export function createApiClient(options: { host?: string } = {}): ApiClient {
  const host = (options.host ?? window.location.origin).replace(/\/+$/, '');
  const base = `${host}${API_PREFIX}`;

  const send = async (config: ApiRequestConfig): Promise<ApiResponse> => {
    const { data } = config;
    const headers: Record<string, string> = { Accept: 'application/json', ...config.headers };
    const asJson = data !== undefined && !isSentAsIs(data);
    if (asJson) headers['Content-Type'] = 'application/json';
    // Said outright: not every XMLHttpRequest (jsdom's) derives it from the body as browsers do.
    if (data instanceof URLSearchParams) headers['Content-Type'] = 'application/x-www-form-urlencoded;charset=utf-8';
    return sendHttpRequest({
      method: config.method,
      url: fullUrl(base, config.url, config.params),
      headers,
      body: asJson ? JSON.stringify(data) : (data as FormData | URLSearchParams | Blob | undefined),
      withCredentials: true,
      timeout: config.timeout,
      signal: config.signal,
      onUploadProgress: config.onUploadProgress,
      readBody: (text, status) => (config.asText && status >= 200 && status < 300 ? text : parseJsonOrEmpty(text)),
    });
  };
  const request = withTokenRefresh(send);

  const call =
    (method: HttpMethod) =>
    <T>(url: string, options: CallOptions = {}) =>
      request({ ...options, method, url }) as Promise<ApiResponse<T>>;
  const callWithBody =
    (method: HttpMethod) =>
    <T>(url: string, data?: unknown, options: CallOptions = {}) =>
      request({ ...options, method, url, data }) as Promise<ApiResponse<T>>;

  return {
    request: <T>(config: ApiRequestConfig) => request(config) as Promise<ApiResponse<T>>,
    get: call('GET'),
    delete: call('DELETE'),
    post: callWithBody('POST'),
    put: callWithBody('PUT'),
    patch: callWithBody('PATCH'),
  };
}

let current: ApiClient | null = null;

/** The shell creates the client once and registers it; every typed call goes through it. */
export function setApiClient(client: ApiClient | null): void {
  current = client;
}

/** The registered client; a remote running on its own gets one for its page's origin. */
export function getApiClient(): ApiClient {
  current ??= createApiClient();
  return current;
}
