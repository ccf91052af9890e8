import { formatDate, formatDateTime, parseWireTimestamp } from '../date-time';

// jest.time-zone.cjs puts the viewer in America/New_York (UTC-5, UTC-4 in summer), so a parse
// that took the wire time as local, or a display in UTC, shows here as a wrong hour or day.
describe('the test zone', () => {
  it('is New York', () => {
    expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe('America/New_York');
  });
});

describe('parseWireTimestamp', () => {
  it('reads the wire format as UTC', () => {
    expect(parseWireTimestamp('2026-01-02 03:04:05')?.toISOString()).toBe('2026-01-02T03:04:05.000Z');
  });

  it.each([[''], [null], [undefined], ['2026-13-02 03:04:05'], ['yesterday'], ['2026-01-02T03:04:05Z']])(
    'gives null for %p',
    (wire) => {
      expect(parseWireTimestamp(wire)).toBeNull();
    },
  );
});

describe('formatDateTime', () => {
  it('shows medium date and time in the local zone, across midnight', () => {
    expect(formatDateTime('2026-01-02 03:04:05')).toBe('Jan 1, 2026, 10:04:05 PM');
  });

  it('follows daylight saving time', () => {
    expect(formatDateTime('2026-07-01 12:00:00')).toBe('Jul 1, 2026, 8:00:00 AM');
    expect(formatDateTime('2026-12-01 12:00:00')).toBe('Dec 1, 2026, 7:00:00 AM');
  });

  it('shows nothing for an empty timestamp and an unreadable one as it came', () => {
    expect(formatDateTime('')).toBe('');
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime('soon')).toBe('soon');
  });
});

describe('formatDate', () => {
  it('shows the medium date of the local day', () => {
    expect(formatDate('2026-01-02 03:04:05')).toBe('Jan 1, 2026');
    expect(formatDate('2026-01-02 12:00:00')).toBe('Jan 2, 2026');
  });
});
