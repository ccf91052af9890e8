/** Where the schedulers read the time: the system's, or in test mode one a test sets (product §4.12). */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock that stands still until set: jest tests and the e2e test mode (TEST_SCHEDULER_CLOCK) move it. */
export interface ManualClock extends Clock {
  set(at: Date): void;
}

export function createManualClock(start: Date): ManualClock {
  let at = new Date(start);
  return {
    now: () => new Date(at),
    set(next) {
      at = new Date(next);
    },
  };
}
