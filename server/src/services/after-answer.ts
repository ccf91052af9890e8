import type { FastifyInstance } from 'fastify';

/** Work under way per app (keyed by its HTTP server, which every plugin scope shares). */
const pending = new WeakMap<object, Set<Promise<void>>>();

/**
 * Runs `task` once the answer is out, so what the work costs (a lookup, a mail) never shows in the
 * answer's timing (product §6: a reset request does not tell whether the account exists). A
 * failure is logged, never thrown: nobody is waiting for it.
 */
export function afterAnswer(app: FastifyInstance, what: string, task: () => Promise<void>): void {
  const tasks = pending.get(app.server) ?? new Set();
  pending.set(app.server, tasks);
  const running: Promise<void> = task()
    .catch((error: unknown) => app.log.error({ err: error }, `${what} failed`))
    .finally(() => tasks.delete(running));
  tasks.add(running);
}

/** Resolves when the work started after answers has finished (the app awaits it on close). */
export async function workAfterAnswersDone(app: FastifyInstance): Promise<void> {
  const tasks = pending.get(app.server);
  while (tasks && tasks.size > 0) await Promise.all([...tasks]);
}
