import { ReadCache, invalidateReads, readCacheFor } from '../read-cache';

describe('ReadCache', () => {
  it('serves a second read from memory until the user writes', async () => {
    const cache = new ReadCache(60_000);
    const load = jest.fn(async () => 'v1');
    expect(await cache.read(1, 'k', load)).toBe('v1');
    expect(await cache.read(1, 'k', load)).toBe('v1');
    expect(load).toHaveBeenCalledTimes(1);
    cache.invalidate(1);
    load.mockResolvedValueOnce('v2');
    expect(await cache.read(1, 'k', load)).toBe('v2');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps users apart', async () => {
    const cache = new ReadCache(60_000);
    await cache.read(1, 'k', async () => 'one');
    cache.invalidate(2);
    expect(await cache.read(1, 'k', async () => 'reloaded')).toBe('one');
    expect(await cache.read(2, 'k', async () => 'two')).toBe('two');
  });

  it('does not keep a value read while a write happened (the read may be older than the write)', async () => {
    const cache = new ReadCache(60_000);
    let release!: (v: string) => void;
    const slowRead = cache.read(1, 'k', () => new Promise<string>((resolve) => (release = resolve)));
    cache.invalidate(1); // a write commits while the read is in flight
    release('stale');
    expect(await slowRead).toBe('stale');
    expect(await cache.read(1, 'k', async () => 'fresh')).toBe('fresh');
  });

  it('lets misses at the same time share one load, and a reader after a write start its own', async () => {
    let now = 0;
    const cache = new ReadCache(2000, () => now);
    await cache.read(1, 'k', async () => 'old');
    now = 2001; // expired under 64 parallel requests: one load, not 64 queueing for the pool
    let release!: (v: string) => void;
    const load = jest.fn(() => new Promise<string>((resolve) => (release = resolve)));
    const readers = Array.from({ length: 64 }, () => cache.read(1, 'k', load));
    expect(load).toHaveBeenCalledTimes(1);
    cache.invalidate(1); // a write commits while the load is in flight
    const afterWrite = cache.read(1, 'k', async () => 'written');
    release('loaded');
    expect(new Set(await Promise.all(readers))).toEqual(new Set(['loaded']));
    expect(await afterWrite).toBe('written');
    // What the reader after the write loaded is kept; the load from before it is not.
    expect(await cache.read(1, 'k', async () => 'again')).toBe('written');
  });

  it('shares a failed load as a failure, and the next miss loads again', async () => {
    const cache = new ReadCache(60_000);
    const failing = jest.fn(async () => {
      throw new Error('database away');
    });
    await expect(Promise.all([cache.read(1, 'k', failing), cache.read(1, 'k', failing)])).rejects.toThrow(
      'database away',
    );
    expect(failing).toHaveBeenCalledTimes(1);
    expect(await cache.read(1, 'k', async () => 'back')).toBe('back');
  });

  it('expires entries after the TTL, which bounds what other processes see late', async () => {
    let now = 0;
    const cache = new ReadCache(2000, () => now);
    await cache.read(1, 'k', async () => 'old');
    now = 1999;
    expect(await cache.read(1, 'k', async () => 'new')).toBe('old');
    now = 2001;
    expect(await cache.read(1, 'k', async () => 'new')).toBe('new');
  });

  it('is off with a TTL of 0', async () => {
    const cache = new ReadCache(0);
    const load = jest.fn(async () => 'v');
    await cache.read(1, 'k', load);
    await cache.read(1, 'k', load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('belongs to one database handle; invalidating through another handle (a transaction) does nothing', async () => {
    const db = {};
    const tx = {};
    await readCacheFor(db).read(7, 'k', async () => 'cached');
    invalidateReads(tx, 7);
    expect(await readCacheFor(db).read(7, 'k', async () => 'reloaded')).toBe('cached');
    invalidateReads(db, 7);
    expect(await readCacheFor(db).read(7, 'k', async () => 'reloaded')).toBe('reloaded');
  });
});
