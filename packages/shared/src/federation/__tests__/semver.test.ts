import { compareVersions } from '../semver';

describe('which of two versions is newer', () => {
  test.each([
    ['19.4.0', '19.3.9', 1],
    ['2.0.0', '10.0.0', -1],
    ['1.2.3', '1.2.3', 0],
    ['1.3.0-dev.20261126', '1.3.0', 0],
    ['1.0.0', undefined, 1],
    [undefined, '0.0.1', -1],
  ])('%s against %s: %d', (a, b, sign) => {
    expect(Math.sign(compareVersions(a, b))).toBe(sign);
  });
});
