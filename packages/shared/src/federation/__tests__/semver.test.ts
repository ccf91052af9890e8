import { compareVersions, satisfies } from '../semver';

describe('whether a running version meets the range a build needs', () => {
  test.each([
    ['19.3.1', '^19.3.1', true],
    ['19.9.0', '^19.3.1', true],
    ['19.3.0', '^19.3.1', false],
    ['20.0.0', '^19.3.1', false],
    ['0.2.5', '^0.2.1', true],
    ['0.3.0', '^0.2.1', false],
    ['7.18.9', '~7.18.5', true],
    ['7.19.0', '~7.18.5', false],
    ['1.2.3', '1.2.3', true],
    ['1.2.4', '1.2.3', false],
    ['5.0.0', '>=4.1.0', true],
    ['4.0.0', '>=4.1.0 <5.0.0', false],
    ['4.2.0', '>=4.1.0 <5.0.0', true],
    ['4.6.7', '4', true],
    ['4.6.7', '4.x', true],
    ['3.9.0', '4.x', false],
    ['2.1.0', '^1.0.0 || ^2.0.0', true],
    ['1.3.0-dev.20261126', '^1.0.0', true],
    ['9.9.9', '*', true],
  ])('%s meets %s: %s', (version, range, expected) => {
    expect(satisfies(version, range)).toBe(expected);
  });

  test('what is not a version meets nothing', () => {
    expect(satisfies('latest', '^1.0.0')).toBe(false);
    expect(satisfies('1.0.0', 'workspace:*')).toBe(false);
  });
});

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
