import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '@/db/client';
import { claimDueStarts } from '@/db/repositories/job-search-schedules';
import type { Clock } from './clock';
import type { ScheduledStartHandler, SearchScheduler } from './search-scheduler';

/**
 * One machine, no Redis: every `pollMs` the API process claims the scheduled starts that have come
 * (by the clock it is given) and starts them. The next start lives in the database, so a restart
 * loses none, and claiming it is a conditional update, so it fires once.
 */
export function createInProcessScheduler(options: {
  db: Db;
  clock: Clock;
  pollMs: number;
  start: ScheduledStartHandler;
  log: FastifyBaseLogger;
}): SearchScheduler & { check(): Promise<void> } {
  let chain: Promise<void> = Promise.resolve();
  let closed = false;
  const checkOnce = async () => {
    if (closed) return;
    const now = options.clock.now();
    for (const { id } of await claimDueStarts(options.db, now)) {
      try {
        await options.start(id, now);
      } catch (error) {
        options.log.error({ err: error, jobSearchId: id }, 'scheduled start failed');
      }
    }
  };
  /** Checks one after the other: a check asked while one runs reads the clock again after it. */
  const check = () => {
    chain = chain.then(checkOnce).catch((error: unknown) => options.log.error({ err: error }, 'schedule check failed'));
    return chain;
  };
  const timer = setInterval(() => void check(), options.pollMs);
  timer.unref();
  return {
    kind: 'in-process',
    check,
    // The database is the schedule: the next poll reads the change.
    changed: async () => undefined,
    async close() {
      closed = true;
      clearInterval(timer);
      await chain;
    },
  };
}
