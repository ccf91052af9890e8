import { formatTimestamp } from '../timestamp';

describe('formatTimestamp', () => {
  it('writes UTC as yyyy-MM-dd HH:mm:ss', () => {
    expect(formatTimestamp(new Date('2026-03-04T05:06:07.890Z'))).toBe('2026-03-04 05:06:07');
  });
  it('does not depend on the local zone', () => {
    expect(formatTimestamp(new Date(Date.UTC(2026, 11, 31, 23, 59, 59)))).toBe('2026-12-31 23:59:59');
  });
});
