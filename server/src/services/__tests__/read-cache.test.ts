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

  it('runs one load for concurrent misses of a key, and shares its answer', async () => {
    const cache = new ReadCache(60_000);
    let release!: (v: string) => void;
    const load = jest.fn(() => new Promise<string>((resolve) => (release = resolve)));
    const reads = [cache.read(1, 'k', load), cache.read(1, 'k', load), cache.read(1, 'k', load)];
    release('once');
    expect(await Promise.all(reads)).toEqual(['once', 'once', 'once']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('does not let a reader who came after a write join a load started before it', async () => {
    const cache = new ReadCache(60_000);
    let release!: (v: string) => void;
    const before = cache.read(1, 'k', () => new Promise<string>((resolve) => (release = resolve)));
    cache.invalidate(1); // a write commits while the first load is in flight
    const after = cache.read(1, 'k', async () => 'after the write');
    release('before the write');
    expect(await before).toBe('before the write');
    expect(await after).toBe('after the write');
  });

  it('lets the next reader load again after a failed load', async () => {
    const cache = new ReadCache(60_000);
    await expect(cache.read(1, 'k', async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
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
