import type Redis from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';

/**
 * How a key is held back once it has too many counted attempts:
 * - `window`: `limit` per fixed window, then held until the window ends (a per-address cap);
 * - `backoff`: `free` failures, then each further one holds the key 1 s, 2 s, 4 s … at most
 *   `maxSeconds`; forgotten `forgetSeconds` after the last failure (an (email, address) pair).
 */
export type ThrottleRule =
  | { kind: 'window'; limit: number; windowSeconds: number }
  | { kind: 'backoff'; free: number; maxSeconds: number; forgetSeconds: number };

/** One try let through by `take`: counted already, settled once its outcome is known. */
export interface ThrottleTicket {
  /** The try failed (a wrong password): it stays counted, and a backoff key is held. */
  failed(): Promise<void>;
  /** The try succeeded: a window gives its count back, a backoff key forgets its run. */
  succeeded(): Promise<void>;
  /** The try was not made after all (another key refused it): its count is given back. */
  withdraw(): Promise<void>;
}

type ThrottleTake = { wait: number; ticket?: undefined } | { wait: 0; ticket: ThrottleTicket };

/**
 * Counters for login, register, reset and password checks, on rate-limiter-flexible: in memory for
 * one process, in Redis when several API instances share the load (the limits then hold across
 * them). `take` checks and counts in one atomic step before the work is done, so a burst of
 * parallel tries is checked no more often than the rule allows.
 */
export interface Throttle {
  /** Seconds before `key` may be tried again under `rule`; 0: now. Counts nothing. */
  waitFor(key: string, rule: ThrottleRule): Promise<number>;
  /** Counts one try of `key` if the rule lets it through now; else the seconds to wait. */
  take(key: string, rule: ThrottleRule): Promise<ThrottleTake>;
  /** Counts one failure after the fact; answers the seconds the key is now held (0: not held). */
  record(key: string, rule: ThrottleRule): Promise<number>;
  /** Forgets the key. */
  clear(key: string, rule: ThrottleRule): Promise<void>;
}

/** The hold after the count-th failure under a backoff rule, in milliseconds. */
export function backoffMs(count: number, free: number, maxSeconds: number): number {
  if (count <= free) return 0;
  return Math.min(1000 * 2 ** Math.min(count - free - 1, 40), maxSeconds * 1000);
}

const toSeconds = (ms: number) => (ms > 0 ? Math.max(1, Math.ceil(ms / 1000)) : 0);
/** A counter that never refuses by itself: the backoff rule decides from its count. */
const UNLIMITED = 1_000_000_000;

type MakeLimiter = (options: { keyPrefix: string; points: number; duration: number }) => RateLimiterAbstract;

export function createMemoryThrottle(): Throttle {
  return createThrottle((options) => new RateLimiterMemory(options));
}

/**
 * Keys live under the deployment's prefix (`<prefix>:throttle:<counter>:<key>`), so deployments
 * sharing a Redis never count each other's attempts.
 */
export function createRedisThrottle(redis: Redis, prefix: string): Throttle {
  return createThrottle(
    (options) =>
      new RateLimiterRedis({
        ...options,
        keyPrefix: `${prefix}:throttle:${options.keyPrefix}`,
        storeClient: redis,
        // Fail a hit fast while Redis is away rather than queueing it until the request times out.
        rejectIfRedisNotReady: true,
      }),
  );
}

function createThrottle(make: MakeLimiter): Throttle {
  const limiters = new Map<string, RateLimiterAbstract>();
  const limiter = (keyPrefix: string, points: number, duration: number) => {
    const name = `${keyPrefix}:${points}:${duration}`;
    let found = limiters.get(name);
    if (!found) limiters.set(name, (found = make({ keyPrefix, points, duration })));
    return found;
  };
  // A window: rate-limiter-flexible's own fixed window of `limit` points.
  const windowOf = (rule: Extract<ThrottleRule, { kind: 'window' }>) =>
    limiter(`window${rule.windowSeconds}`, rule.limit, rule.windowSeconds);
  // A backoff: the run's count, and a hold key of one point that a try claims while it runs
  // (only one try at a time once past the free ones) and that a failure blocks for the hold.
  const countOf = (rule: Extract<ThrottleRule, { kind: 'backoff' }>) => limiter('count', UNLIMITED, rule.forgetSeconds);
  const holdOf = (rule: Extract<ThrottleRule, { kind: 'backoff' }>) => limiter('hold', 1, rule.maxSeconds);

  const heldFor = (res: RateLimiterRes | null, points: number) =>
    res && res.consumedPoints > points ? toSeconds(res.msBeforeNext) : 0;

  async function waitFor(key: string, rule: ThrottleRule): Promise<number> {
    if (rule.kind === 'window') return heldFor(await windowOf(rule).get(key), rule.limit - 1);
    return heldFor(await holdOf(rule).get(key), 1);
  }

  async function takeWindow(key: string, rule: Extract<ThrottleRule, { kind: 'window' }>): Promise<ThrottleTake> {
    const window = windowOf(rule);
    try {
      await window.consume(key);
    } catch (refused) {
      return { wait: Math.max(1, toSeconds(refusal(refused).msBeforeNext)) };
    }
    const giveBack = async () => {
      await window.reward(key);
    };
    return { wait: 0, ticket: { failed: async () => {}, succeeded: giveBack, withdraw: giveBack } };
  }

  async function takeBackoff(key: string, rule: Extract<ThrottleRule, { kind: 'backoff' }>): Promise<ThrottleTake> {
    const wait = await waitFor(key, rule);
    if (wait > 0) return { wait };
    const count = countOf(rule);
    const hold = holdOf(rule);
    const run = (await count.consume(key)).consumedPoints;
    const forget = async () => {
      await Promise.all([count.delete(key), hold.delete(key)]);
    };
    if (run <= rule.free) {
      return {
        wait: 0,
        ticket: { failed: async () => {}, succeeded: forget, withdraw: async () => void (await count.reward(key)) },
      };
    }
    // Past the free tries: one at a time. Of parallel tries, one claims the hold key; the others
    // are refused and their count given back (they were never checked).
    try {
      await hold.consume(key);
    } catch (refused) {
      await count.reward(key);
      return { wait: Math.max(1, toSeconds(refusal(refused).msBeforeNext)) };
    }
    return {
      wait: 0,
      ticket: {
        async failed() {
          await hold.block(key, backoffMs(run, rule.free, rule.maxSeconds) / 1000);
          // The run is forgotten `forgetSeconds` after its last failure, not its first.
          await count.set(key, run, rule.forgetSeconds);
        },
        succeeded: forget,
        async withdraw() {
          await Promise.all([count.reward(key), hold.delete(key)]);
        },
      },
    };
  }

  return {
    waitFor,
    take: (key, rule) => (rule.kind === 'window' ? takeWindow(key, rule) : takeBackoff(key, rule)),
    async record(key, rule) {
      if (rule.kind === 'window') {
        const res = await windowOf(rule).penalty(key);
        return heldFor(res, rule.limit - 1);
      }
      const run = (await countOf(rule).penalty(key)).consumedPoints;
      await countOf(rule).set(key, run, rule.forgetSeconds);
      const holdMs = backoffMs(run, rule.free, rule.maxSeconds);
      if (holdMs > 0) await holdOf(rule).block(key, holdMs / 1000);
      return toSeconds(holdMs);
    },
    async clear(key, rule) {
      if (rule.kind === 'window') await windowOf(rule).delete(key);
      else await Promise.all([countOf(rule).delete(key), holdOf(rule).delete(key)]);
    },
  };
}

/** rate-limiter-flexible refuses with its result; anything else (Redis away) is a real error. */
function refusal(error: unknown): RateLimiterRes {
  if (error instanceof RateLimiterRes) return error;
  throw error;
}
