import type Redis from 'ioredis';

/**
 * How a key is held back once it has too many counted attempts:
 * - `window`: `limit` per fixed window, then held until the window ends (a per-address cap);
 * - `backoff`: `free` failures, then each further one holds the key 1 s, 2 s, 4 s … at most
 *   `maxSeconds`; forgotten `forgetSeconds` after the last failure (an (email, address) pair).
 */
export type ThrottleRule =
  | { kind: 'window'; limit: number; windowSeconds: number }
  | { kind: 'backoff'; free: number; maxSeconds: number; forgetSeconds: number };

/**
 * Counters for login and register attempts. In memory for one process; in Redis when several API
 * instances share the load, so the limits hold across them.
 */
export interface Throttle {
  /** Seconds before `key` may be tried again; 0: now. */
  waitFor(key: string): Promise<number>;
  /** Counts one attempt under `rule`; answers the seconds the key is now held (0: not held). */
  record(key: string, rule: ThrottleRule): Promise<number>;
  /** Forgets the key (a right password ends the owner's own run of typos). */
  clear(key: string): Promise<void>;
}

/** The hold after the count-th failure under a backoff rule, in milliseconds. */
export function backoffMs(count: number, free: number, maxSeconds: number): number {
  if (count <= free) return 0;
  return Math.min(1000 * 2 ** Math.min(count - free - 1, 40), maxSeconds * 1000);
}

const toSeconds = (ms: number) => (ms > 0 ? Math.max(1, Math.ceil(ms / 1000)) : 0);

export function createMemoryThrottle(now: () => number = Date.now): Throttle {
  const entries = new Map<string, { count: number; heldUntil: number; expiresAt: number }>();
  const live = (key: string, t: number) => {
    const entry = entries.get(key);
    if (entry && entry.expiresAt <= t) entries.delete(key);
    return entry && entry.expiresAt > t ? entry : undefined;
  };
  return {
    async waitFor(key) {
      const t = now();
      const entry = live(key, t);
      return entry ? toSeconds(entry.heldUntil - t) : 0;
    },
    async record(key, rule) {
      const t = now();
      let entry = live(key, t);
      if (!entry) {
        entry = { count: 0, heldUntil: 0, expiresAt: t + (rule.kind === 'window' ? rule.windowSeconds * 1000 : 0) };
        entries.set(key, entry);
        if (entries.size > 100_000) for (const [k, v] of entries) if (v.expiresAt <= t) entries.delete(k);
      }
      entry.count += 1;
      if (rule.kind === 'window') {
        if (entry.count >= rule.limit) entry.heldUntil = entry.expiresAt;
      } else {
        const hold = backoffMs(entry.count, rule.free, rule.maxSeconds);
        entry.heldUntil = t + hold;
        entry.expiresAt = t + Math.max(rule.forgetSeconds * 1000, hold);
      }
      return toSeconds(entry.heldUntil - t);
    },
    async clear(key) {
      entries.delete(key);
    },
  };
}

/**
 * One atomic step per attempt: count, set the counter's life, and mark the key held (a second
 * key whose TTL is the hold, so waitFor is one PTTL and needs no clock shared between machines).
 */
const RECORD = `
local count = redis.call('INCR', KEYS[1])
local hold = 0
if ARGV[1] == 'window' then
  local ttl = redis.call('PTTL', KEYS[1])
  if ttl < 0 then
    ttl = tonumber(ARGV[3])
    redis.call('PEXPIRE', KEYS[1], ttl)
  end
  if count >= tonumber(ARGV[2]) then hold = ttl end
else
  local free = tonumber(ARGV[2])
  if count > free then hold = math.min(1000 * 2 ^ math.min(count - free - 1, 40), tonumber(ARGV[3])) end
  hold = math.floor(hold)
  redis.call('PEXPIRE', KEYS[1], math.max(tonumber(ARGV[4]), hold))
end
if hold > 0 then redis.call('SET', KEYS[2], '1', 'PX', hold) end
return hold
`;

/**
 * Keys live under the deployment's prefix (`<prefix>:throttle:{<key>}`), so deployments sharing
 * a Redis never count each other's attempts; the braces keep both keys of one counter in one
 * cluster slot.
 */
export function createRedisThrottle(redis: Redis, prefix: string): Throttle {
  const counter = (key: string) => `${prefix}:throttle:{${key}}`;
  const held = (key: string) => `${counter(key)}:held`;
  return {
    async waitFor(key) {
      return toSeconds(await redis.pttl(held(key)));
    },
    async record(key, rule) {
      const args =
        rule.kind === 'window'
          ? ['window', rule.limit, rule.windowSeconds * 1000]
          : ['backoff', rule.free, rule.maxSeconds * 1000, rule.forgetSeconds * 1000];
      const hold = (await redis.eval(RECORD, 2, counter(key), held(key), ...args)) as number;
      return toSeconds(hold);
    },
    async clear(key) {
      await redis.del(counter(key), held(key));
    },
  };
}
