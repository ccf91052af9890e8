import { parseDurationSeconds } from '../duration';

describe('parseDurationSeconds', () => {
  it.each([
    ['300', 300],
    ['300s', 300],
    ['90S', 90],
    ['5m', 300],
    ['12h', 43200],
    ['1d', 86400],
    [' 7d ', 604800],
  ])('reads %p as %p seconds', (text, seconds) => {
    expect(parseDurationSeconds(text)).toBe(seconds);
  });

  it.each(['soon', '', '0', '0m', '-5m', '1.5h', '5 minutes', '5w', 'm'])('refuses %p', (text) => {
    expect(parseDurationSeconds(text)).toBeUndefined();
  });
});
