/** Why a request failed: an answer outside 2xx, or no answer at all (the three other kinds). */
type HttpFailureKind = 'response' | 'network' | 'timeout' | 'cancelled';

/** What the transport throws; `normalizeApiError` turns it into the ApiClientError product §8 shows. */
export class HttpError extends Error {
  readonly kind: HttpFailureKind;
  /** The answer's status and parsed body, for kind `response` only. */
  readonly status: number | undefined;
  readonly data: unknown;

  constructor(kind: HttpFailureKind, message: string, response?: { status: number; data: unknown }) {
    super(message);
    this.name = 'HttpError';
    this.kind = kind;
    this.status = response?.status;
    this.data = response?.data;
  }
}

export interface UploadProgress {
  loaded: number;
  /** Undefined when the browser cannot tell the body's length. */
  total: number | undefined;
}

interface HttpRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: XMLHttpRequestBodyInit;
  withCredentials?: boolean;
  /** Milliseconds; none when 0 or unset. */
  timeout?: number;
  signal?: AbortSignal;
  onUploadProgress?(progress: UploadProgress): void;
  /** Reads the body's text, for an answer inside 2xx or not. */
  readBody(text: string, status: number): unknown;
}

interface HttpAnswer {
  status: number;
  data: unknown;
}

/**
 * One XMLHttpRequest as a promise. XHR rather than fetch: only XHR reports an upload's progress
 * (the resume upload's bar). Resolves with any answer inside 2xx; rejects with an HttpError
 * carrying the answer otherwise, or the kind of failure when no answer came.
 */
export function sendHttpRequest(request: HttpRequest): Promise<HttpAnswer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(request.method, request.url, true);
    xhr.withCredentials = request.withCredentials ?? false;
    xhr.timeout = request.timeout ?? 0;
    for (const [name, value] of Object.entries(request.headers)) xhr.setRequestHeader(name, value);
    // Only with a listener: an upload listener makes the browser send a CORS preflight.
    const { onUploadProgress, signal } = request;
    if (onUploadProgress) {
      xhr.upload.addEventListener('progress', (event) =>
        onUploadProgress({ loaded: event.loaded, total: event.lengthComputable ? event.total : undefined }),
      );
    }
    const onAbort = () => xhr.abort();
    const settle = () => signal?.removeEventListener('abort', onAbort);

    xhr.addEventListener('load', () => {
      settle();
      const data = request.readBody(xhr.responseText, xhr.status);
      if (xhr.status >= 200 && xhr.status < 300) {
        resolve({ status: xhr.status, data });
        return;
      }
      reject(new HttpError('response', `Request failed with status code ${xhr.status}`, { status: xhr.status, data }));
    });
    xhr.addEventListener('error', () => {
      settle();
      reject(new HttpError('network', 'Network Error'));
    });
    xhr.addEventListener('timeout', () => {
      settle();
      reject(new HttpError('timeout', `Timeout of ${request.timeout}ms exceeded`));
    });
    xhr.addEventListener('abort', () => {
      settle();
      reject(new HttpError('cancelled', 'Request cancelled'));
    });

    if (signal?.aborted) {
      reject(new HttpError('cancelled', 'Request cancelled'));
      return;
    }
    signal?.addEventListener('abort', onAbort);
    xhr.send(request.body ?? null);
  });
}
