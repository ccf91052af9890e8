import { createMemoryThrottle } from '../throttle';

describe('createMemoryThrottle', () => {
  it('lets `limit` hits through per window, then answers the seconds left', async () => {
    let now = 1_000_000;
    const throttle = createMemoryThrottle(() => now);
    for (let i = 0; i < 3; i += 1) expect(await throttle.hit('k', 3, 60)).toBe(0);
    expect(await throttle.hit('k', 3, 60)).toBe(60);
    now += 45_500;
    expect(await throttle.hit('k', 3, 60)).toBe(15); // 14.5 s left, rounded up
    now += 14_499;
    expect(await throttle.hit('k', 3, 60)).toBe(1); // never "0 seconds" while still held
  });

  it('opens a fresh window once the old one has passed', async () => {
    let now = 0;
    const throttle = createMemoryThrottle(() => now);
    expect(await throttle.hit('k', 1, 10)).toBe(0);
    expect(await throttle.hit('k', 1, 10)).toBe(10);
    now += 10_000;
    expect(await throttle.hit('k', 1, 10)).toBe(0);
  });

  it('counts each key on its own', async () => {
    const throttle = createMemoryThrottle(() => 0);
    expect(await throttle.hit('a', 1, 10)).toBe(0);
    expect(await throttle.hit('b', 1, 10)).toBe(0);
    expect(await throttle.hit('a', 1, 10)).toBeGreaterThan(0);
  });
});
