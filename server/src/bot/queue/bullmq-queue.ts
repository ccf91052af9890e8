import { Queue, Worker } from 'bullmq';
import type { FastifyBaseLogger } from 'fastify';
import type { RunRequest } from '../bot-deps';
import type { ScheduledStartHandler } from '../schedule/search-scheduler';
import type { RunHandler, SearchQueue } from './search-queue';

export const QUEUE_NAME = 'jobpilot-searches';

/** The name of the jobs a search's schedule adds (bullmq-scheduler.ts); every other job is a run. */
export const SCHEDULED_START = 'scheduled-start';

/**
 * A worker holds a job's lock for LOCK_MS and renews it while it runs; when a worker dies (even by
 * SIGKILL) the lock lapses and another worker's stalled-job check takes the job over.
 */
const LOCK_MS = 15_000;
const STALLED_CHECK_MS = 5_000;

export const connection = (redisUrl: string) => {
  const url = new URL(redisUrl);
  return {
    host: url.hostname,
    port: Number(url.port || 6379),
    username: url.username || undefined,
    password: url.password ? decodeURIComponent(url.password) : undefined,
    db: url.pathname.length > 1 ? Number(url.pathname.slice(1)) : undefined,
    tls: url.protocol === 'rediss:' ? {} : undefined,
    maxRetriesPerRequest: null,
  };
};

/** The API's side: enqueues a run, once per search and start (the job id says which). */
export function createBullmqQueue(redisUrl: string, prefix?: string): SearchQueue {
  const queue = new Queue<RunRequest>(QUEUE_NAME, { connection: connection(redisUrl), ...(prefix && { prefix }) });
  return {
    kind: 'bullmq',
    async enqueue(request) {
      await queue.add('run', request, {
        jobId: `search-${request.searchId}-run-${request.run}`,
        removeOnComplete: true,
        removeOnFail: 1000,
        // A worker that shuts down gracefully hands the run back (see startBullmqWorker).
        attempts: 1_000,
        backoff: { type: 'fixed', delay: 1_000 },
      });
    },
    close: () => queue.close(),
  };
}

/** `server worker`: takes runs from the queue, `concurrency` at a time, on any number of machines. */
export function startBullmqWorker(options: {
  redisUrl: string;
  prefix?: string;
  concurrency: number;
  handler: RunHandler;
  /** A schedule's start that has come (product §4.12); `now` is when the worker took it. */
  scheduledStart: ScheduledStartHandler;
  log: FastifyBaseLogger;
}): { close(): Promise<void> } {
  const abort = new AbortController();
  const process = async (data: RunRequest) => {
    await options.handler(data, abort.signal);
    // Stopped half-way by close(): failing the attempt puts the run back for another worker.
    if (abort.signal.aborted) throw new Error('worker shut down during the run');
  };
  const worker = new Worker<RunRequest>(
    QUEUE_NAME,
    (job) =>
      job.name === SCHEDULED_START
        ? options.scheduledStart(job.data.searchId, new Date()).then(() => undefined)
        : process(job.data),
    {
      connection: connection(options.redisUrl),
      ...(options.prefix && { prefix: options.prefix }),
      concurrency: options.concurrency,
      lockDuration: LOCK_MS,
      stalledInterval: STALLED_CHECK_MS,
      // A search may outlive several dead workers; it is the run's own state that prevents doing
      // anything twice, not the number of attempts.
      maxStalledCount: 100,
    },
  );
  worker.on('failed', (job, error) => options.log.error({ err: error, jobId: job?.id }, 'search run failed'));
  worker.on('error', (error) => options.log.warn({ err: error.message }, 'search worker error'));
  return {
    async close() {
      abort.abort();
      await worker.close();
    },
  };
}
