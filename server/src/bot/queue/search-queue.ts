import type { RunRequest } from '../bot-deps';

/** Where a started search waits for a worker: in this process, or BullMQ on Redis. */
export interface SearchQueue {
  readonly kind: 'in-process' | 'bullmq';
  enqueue(request: RunRequest): Promise<void>;
  close(): Promise<void>;
}

/** Runs one request; the signal aborts when the worker shuts down (the search stays running). */
export type RunHandler = (request: RunRequest, signal: AbortSignal) => Promise<void>;
