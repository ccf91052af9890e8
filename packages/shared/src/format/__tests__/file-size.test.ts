import { formatFileSize } from '../file-size';

describe('formatFileSize', () => {
  it.each([
    [0, '0 B'],
    [1, '1 B'],
    [1023, '1023 B'],
    [1024, '1.0 KB'],
    [1536, '1.5 KB'],
    [10 * 1024 - 1, '10.0 KB'],
    // Below 1 MB is KB (product §2), even when one decimal rounds it up to 1024.0.
    [1048575, '1024.0 KB'],
    [1048576, '1.0 MB'],
    [10 * 1024 * 1024, '10.0 MB'],
    [2.25 * 1024 * 1024, '2.3 MB'],
  ])('%d bytes → %s', (bytes, expected) => {
    expect(formatFileSize(bytes)).toBe(expected);
  });

  it('shows nothing for a size that cannot be one', () => {
    expect(formatFileSize(-1)).toBe('');
    expect(formatFileSize(Number.NaN)).toBe('');
  });
});
