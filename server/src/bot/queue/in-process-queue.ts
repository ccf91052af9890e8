import type { FastifyBaseLogger } from 'fastify';
import type { RunRequest } from '../bot-deps';
import type { RunHandler, SearchQueue } from './search-queue';

const CLOSE_WAIT_MS = 10_000;

/**
 * One machine, no Redis: runs started searches in this process, `concurrency` at a time, first
 * come first served. Closing aborts the running ones; their searches stay running and are queued
 * again when the server starts next.
 */
export function createInProcessQueue(options: {
  concurrency: number;
  handler: RunHandler;
  log: FastifyBaseLogger;
}): SearchQueue & { idle(): Promise<void> } {
  const waiting: RunRequest[] = [];
  const active = new Set<Promise<void>>();
  const abort = new AbortController();
  let closed = false;

  const pump = () => {
    while (!closed && active.size < options.concurrency && waiting.length > 0) {
      const request = waiting.shift()!;
      const running: Promise<void> = options
        .handler(request, abort.signal)
        .catch((error: unknown) => options.log.error({ err: error, ...request }, 'search run crashed'))
        .finally(() => {
          active.delete(running);
          pump();
        });
      active.add(running);
    }
  };

  return {
    kind: 'in-process',
    async enqueue(request) {
      if (closed) throw new Error('The search queue is closed.');
      if (waiting.some((w) => w.searchId === request.searchId && w.run === request.run)) return;
      waiting.push(request);
      pump();
    },
    async idle() {
      while (active.size > 0 || waiting.length > 0)
        await Promise.race([...active, new Promise((r) => setTimeout(r, 50))]);
    },
    async close() {
      closed = true;
      waiting.length = 0;
      abort.abort();
      // An aborted run ends as soon as its browser call fails; a stuck one must not hold shutdown.
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        Promise.allSettled([...active]),
        new Promise((resolve) => (timer = setTimeout(resolve, CLOSE_WAIT_MS))),
      ]);
      clearTimeout(timer);
    },
  };
}
