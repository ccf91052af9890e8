import { routeMatches } from '../route-matches';

describe('which route a link leads to', () => {
  test.each([
    ['/profile', '/profile', true],
    ['/job-search/:id', '/job-search/12', true],
    ['/job-search/edit/:id', '/job-search/12', false],
    ['/job-search', '/job-search/12', false],
    ['/docs/*', '/docs/a/b', true],
    ['/', '/', true],
  ])('%s matches %s: %s', (pattern, pathname, expected) => {
    expect(routeMatches(pattern, pathname)).toBe(expected);
  });
});
