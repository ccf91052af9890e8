/**
 * A short-lived, per-user cache of hot reads (the signed-in user, the dashboard's list), so the
 * common request needs no database round-trip — PGlite serialises every query, and the dashboard
 * polls. Correctness rules:
 * - every write to a user's data calls `invalidateReads(db, userId)` *after* it is committed
 *   (the HTTP layer does it for every mutating request; background writers such as credits do it
 *   themselves);
 * - a reader stores a value only if no invalidation happened since it started reading
 *   (generation check), so a read racing a write never caches the old state;
 * - entries expire after `ttlMs`, which bounds staleness for writes made by *other* processes.
 */
interface UserSlot {
  generation: number;
  entries: Map<string, { value: unknown; expires: number }>;
  /** Loads under way since the last write: a miss meanwhile waits for the same load. */
  loading: Map<string, Promise<unknown>>;
}

export class ReadCache {
  private readonly users = new Map<number, UserSlot>();

  constructor(
    public ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  private slot(userId: number) {
    let slot = this.users.get(userId);
    if (!slot) {
      if (this.users.size >= 50_000) this.users.clear(); // bounded memory; a miss only costs a query
      slot = { generation: 0, entries: new Map(), loading: new Map() };
      this.users.set(userId, slot);
    }
    return slot;
  }

  /**
   * Read through the cache: `load` runs on a miss, and its answer is kept unless a write
   * intervened. Misses at the same time share one load — when an entry expires under many
   * parallel requests, one query goes out, not one per request queueing for the pool.
   */
  async read<T>(userId: number, key: string, load: () => Promise<T>): Promise<T> {
    if (this.ttlMs <= 0) return load();
    const slot = this.slot(userId);
    const hit = slot.entries.get(key);
    if (hit && hit.expires > this.now()) return hit.value as T;
    const pending = slot.loading.get(key);
    if (pending) return pending as Promise<T>;
    const generation = slot.generation;
    const loading = load().finally(() => {
      if (slot.loading.get(key) === loading) slot.loading.delete(key);
    });
    slot.loading.set(key, loading);
    const value = await loading;
    if (this.users.get(userId) === slot && slot.generation === generation && value !== undefined) {
      slot.entries.set(key, { value, expires: this.now() + this.ttlMs });
    }
    return value;
  }

  invalidate(userId: number): void {
    const slot = this.users.get(userId);
    if (!slot) return;
    slot.generation += 1;
    slot.entries.clear();
    // A load started before the write may answer the old state: later readers start their own.
    slot.loading.clear();
  }
}

// One cache per database handle, so repositories and services can invalidate without being handed
// the app. A transaction handle has no cache: invalidating through it is a no-op, and the caller
// invalidates through the database handle once the transaction has committed.
const caches = new WeakMap<object, ReadCache>();

export function readCacheFor(db: object, ttlMs = 2000): ReadCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = new ReadCache(ttlMs);
    caches.set(db, cache);
  }
  return cache;
}

export function invalidateReads(db: object, userId: number): void {
  caches.get(db)?.invalidate(userId);
}
