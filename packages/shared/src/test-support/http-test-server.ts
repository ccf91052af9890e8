import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request as the server saw it (preflights are answered but not recorded). */
export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface Answer {
  status: number;
  /** Sent as JSON unless it is a string, which goes as is. */
  body?: unknown;
  headers?: Record<string, string>;
}

export type Handler = (request: RecordedRequest) => Answer | Promise<Answer>;

export interface TestServer {
  /** `http://127.0.0.1:<port>`, the host to give createApiClient. */
  origin: string;
  requests: RecordedRequest[];
  close(): Promise<void>;
}

/**
 * A real HTTP server on a free loopback port, so the api tests go through the client's real
 * transport, jsdom's XMLHttpRequest and CORS with credentials exactly as a browser would. The server
 * reflects the page's origin, as the real API's CORS setup does for the shell.
 */
export async function startHttpTestServer(handler: Handler): Promise<TestServer> {
  const requests: RecordedRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      allowCors(res, req.headers.origin);
      if (req.method === 'OPTIONS') {
        res.writeHead(204).end();
        return;
      }
      const recorded: RecordedRequest = {
        method: req.method ?? '',
        path: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(recorded);
      Promise.resolve(handler(recorded))
        .then((answer) => send(res, answer))
        .catch((error: unknown) => send(res, { status: 500, body: { detail: String(error) } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

function allowCors(res: ServerResponse, origin: string | undefined): void {
  if (!origin) return;
  res.setHeader('Access-Control-Allow-Origin', origin);
  res.setHeader('Access-Control-Allow-Credentials', 'true');
  res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, PATCH, DELETE, OPTIONS');
  res.setHeader('Access-Control-Allow-Headers', 'authorization, content-type, accept');
  // The real API is same-origin, where every header is readable; across origins it must be listed.
  res.setHeader('Access-Control-Expose-Headers', 'content-type, x-total-count');
}

function send(res: ServerResponse, answer: Answer): void {
  const isText = typeof answer.body === 'string';
  const payload = answer.body === undefined ? '' : isText ? (answer.body as string) : JSON.stringify(answer.body);
  res.writeHead(answer.status, {
    ...(answer.body === undefined ? {} : { 'Content-Type': isText ? 'text/html' : 'application/json' }),
    ...answer.headers,
  });
  res.end(payload);
}

/** A closed loopback port: connecting to it fails at once, as a server that is down does. */
export async function closedPortOrigin(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}
