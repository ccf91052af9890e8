import { plural } from '../plural';

describe('plural', () => {
  it('uses the singular for exactly one', () => {
    expect(plural(1, 'job')).toBe('1 job');
    expect(plural(1, 'credit')).toBe('1 credit');
  });

  it.each([[0], [2], [20], [-1]])('uses the plural for %i', (count) => {
    expect(plural(count, 'job')).toBe(`${count} jobs`);
  });

  it('takes an irregular plural', () => {
    expect(plural(1, 'job waits', 'jobs wait')).toBe('1 job waits');
    expect(plural(2, 'job waits', 'jobs wait')).toBe('2 jobs wait');
  });
});
