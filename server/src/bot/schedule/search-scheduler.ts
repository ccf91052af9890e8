import type { Schedule } from './schedule-times';

/**
 * Where a search's schedule fires (product §4.12): in the API process from the database (no Redis),
 * or as a BullMQ job scheduler that `server worker` processes take.
 */
export interface SearchScheduler {
  readonly kind: 'in-process' | 'bullmq';
  /** The search's schedule was set, cleared (null) or paused (null) or resumed. */
  changed(searchId: number, schedule: Schedule | null): Promise<void>;
  close(): Promise<void>;
}

/** Starts one search whose scheduled time `now` has come (services/scheduled-start). */
export type ScheduledStartHandler = (searchId: number, now: Date) => Promise<unknown>;
