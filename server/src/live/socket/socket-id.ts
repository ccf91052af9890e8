import { randomInt } from 'node:crypto';

let sequence = 0;

/**
 * A socket id as Pusher writes it (`\d+\.\d+`). The random half keeps ids apart across
 * instances (the Redis fan-out excludes a sender by id); the counter keeps them unique here.
 */
export function newSocketId(): string {
  sequence = (sequence + 1) % Number.MAX_SAFE_INTEGER;
  return `${randomInt(1, 2 ** 31)}.${sequence}`;
}
