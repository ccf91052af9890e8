import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';

/**
 * The outage switch: the next loads of a page fail as they do on a busy or briefly broken site —
 * `503` (Service Unavailable, with a short error page), `429` (Too Many Requests, which LinkedIn
 * answers to a member loading pages too fast) or `drop` (the connection closes before any answer:
 * the browser reports net::ERR_EMPTY_RESPONSE). `path` is a path prefix (`/jobs/view/4012345678/`,
 * `/jobs/search/`); only GET requests count. `times` omitted: every load until switched off with
 * `times: 0`. `retryAfter`: seconds, sent as Retry-After with a 503 or 429.
 */
export const outageRequestSchema = z.object({
  path: z.string().startsWith('/'),
  answer: z.enum(['503', '429', 'drop']).default('503'),
  times: z.number().int().min(0).optional(),
  retryAfter: z.number().int().min(0).optional(),
});
export type OutageRequest = z.infer<typeof outageRequestSchema>;

interface Outage extends OutageRequest {
  /** Loads failed so far (tests read it to see the bot loaded the page again). */
  failed: number;
}

const TITLES = { '503': 'Service Unavailable', '429': 'Too Many Requests' } as const;

/** The outages switched on, by path; a reset of the sandbox clears them. */
export class Outages {
  private readonly byPath = new Map<string, Outage>();

  set(request: OutageRequest): void {
    if (request.times === 0) this.byPath.delete(request.path);
    else this.byPath.set(request.path, { ...request, failed: 0 });
  }

  list(): Outage[] {
    return [...this.byPath.values()];
  }

  /** Fails this request when an outage covers it: answers true once it has answered (or dropped) it. */
  failIfDown(request: FastifyRequest, reply: FastifyReply): boolean {
    if (request.method !== 'GET') return false;
    const pathname = request.url.split('?')[0]!;
    if (pathname.startsWith('/__sandbox/')) return false; // the sandbox's own API and assets stay up
    const outage = [...this.byPath.values()].find((o) => pathname.startsWith(o.path));
    if (!outage || (outage.times !== undefined && outage.failed >= outage.times)) return false;
    outage.failed += 1;
    if (outage.answer === 'drop') {
      reply.hijack();
      request.raw.socket.destroy();
      return true;
    }
    const title = TITLES[outage.answer];
    if (outage.retryAfter !== undefined) void reply.header('retry-after', String(outage.retryAfter));
    void reply
      .code(Number(outage.answer))
      .type('text/html; charset=utf-8')
      .send(
        `<!doctype html><html lang="en"><head><title>${title}</title></head>` +
          `<body><h1>${title}</h1><p>Something went wrong. Please try again in a moment.</p></body></html>`,
      );
    return true;
  }
}
