import type Redis from 'ioredis';

/**
 * Fixed-window counters for login and register attempts. In memory for one process; in Redis
 * when several API instances share the load, so the limit holds across them.
 */
export interface Throttle {
  /** Counts one hit; answers the seconds to wait when the limit is passed, else 0. */
  hit(key: string, limit: number, windowSeconds: number): Promise<number>;
}

export function createMemoryThrottle(now: () => number = Date.now): Throttle {
  const windows = new Map<string, { count: number; resetAt: number }>();
  return {
    async hit(key, limit, windowSeconds) {
      const t = now();
      let w = windows.get(key);
      if (!w || w.resetAt <= t) {
        w = { count: 0, resetAt: t + windowSeconds * 1000 };
        windows.set(key, w);
        if (windows.size > 100_000) for (const [k, v] of windows) if (v.resetAt <= t) windows.delete(k);
      }
      w.count += 1;
      return w.count > limit ? Math.max(1, Math.ceil((w.resetAt - t) / 1000)) : 0;
    },
  };
}

export function createRedisThrottle(redis: Redis, prefix = 'throttle:'): Throttle {
  return {
    async hit(key, limit, windowSeconds) {
      const k = prefix + key;
      const [[, count], [, ttl]] = (await redis.multi().incr(k).pttl(k).exec()) as [[null, number], [null, number]];
      if (ttl < 0) await redis.pexpire(k, windowSeconds * 1000);
      return count > limit ? Math.max(1, Math.ceil((ttl < 0 ? windowSeconds * 1000 : ttl) / 1000)) : 0;
    },
  };
}
