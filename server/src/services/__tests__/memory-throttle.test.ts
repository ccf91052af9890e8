import { backoffMs, createMemoryThrottle, type ThrottleRule } from '../throttle';

const window = (limit: number, windowSeconds: number): ThrottleRule => ({ kind: 'window', limit, windowSeconds });
const backoff: ThrottleRule = { kind: 'backoff', free: 3, maxSeconds: 60, forgetSeconds: 600 };

describe('createMemoryThrottle: window rule (the per-address cap)', () => {
  it('lets `limit` attempts through per window, the last holding the key for the rest of it', async () => {
    let now = 1_000_000;
    const throttle = createMemoryThrottle(() => now);
    for (let i = 0; i < 2; i += 1) expect(await throttle.record('k', window(3, 60))).toBe(0);
    expect(await throttle.waitFor('k')).toBe(0);
    expect(await throttle.record('k', window(3, 60))).toBe(60);
    now += 45_500;
    expect(await throttle.waitFor('k')).toBe(15); // 14.5 s left, rounded up
    now += 14_499;
    expect(await throttle.waitFor('k')).toBe(1); // never "0 seconds" while still held
    now += 1;
    expect(await throttle.waitFor('k')).toBe(0);
    expect(await throttle.record('k', window(3, 60))).toBe(0); // a fresh window
  });

  it('counts each key on its own', async () => {
    const throttle = createMemoryThrottle(() => 0);
    expect(await throttle.record('a', window(2, 10))).toBe(0);
    expect(await throttle.record('b', window(2, 10))).toBe(0);
    expect(await throttle.record('a', window(2, 10))).toBeGreaterThan(0);
    expect(await throttle.waitFor('b')).toBe(0);
  });
});

describe('createMemoryThrottle: backoff rule (an email from one address)', () => {
  it('lets `free` failures through, then holds 1 s, 2 s, 4 s … at most maxSeconds', async () => {
    let now = 0;
    const throttle = createMemoryThrottle(() => now);
    const holds: number[] = [];
    for (let i = 0; i < 10; i += 1) {
      holds.push(await throttle.record('pair', backoff));
      now += 1000;
    }
    expect(holds).toEqual([0, 0, 0, 1, 2, 4, 8, 16, 32, 60]);
    expect(await throttle.waitFor('pair')).toBe(59);
  });

  it('forgets a run of failures after forgetSeconds, and at once when cleared', async () => {
    let now = 0;
    const throttle = createMemoryThrottle(() => now);
    for (let i = 0; i < 4; i += 1) await throttle.record('pair', backoff);
    now += 600_000;
    expect(await throttle.record('pair', backoff)).toBe(0);
    for (let i = 0; i < 4; i += 1) await throttle.record('pair', backoff);
    expect(await throttle.waitFor('pair')).toBeGreaterThan(0);
    await throttle.clear('pair');
    expect(await throttle.waitFor('pair')).toBe(0);
    expect(await throttle.record('pair', backoff)).toBe(0);
  });

  it('backoffMs never overflows', () => {
    expect(backoffMs(5000, 3, 900)).toBe(900_000);
    expect(backoffMs(3, 3, 900)).toBe(0);
  });
});
