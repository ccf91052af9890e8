import type { RemoteRoute } from '../remotes-config';
import { routeAt } from '../route-matches';

const routes: RemoteRoute[] = [
  { remote: 'auth', path: '/', guard: 'guest-only', title: 'Sign in' },
  { remote: 'auth', path: '/login', guard: 'guest-only', title: 'Sign in' },
  { remote: 'searches', path: '/job-search/edit/:id', guard: 'auth', title: 'Edit Job Search' },
  { remote: 'searches', path: '/job-search/:id', guard: 'auth', title: 'Search Details' },
];

describe('the route of the current path, to preload its remote', () => {
  it('matches a path segment by segment, a parameter matching any one segment', () => {
    expect(routeAt(routes, '/')?.path).toBe('/');
    expect(routeAt(routes, '/login')?.path).toBe('/login');
    expect(routeAt(routes, '/login/')?.path).toBe('/login');
    expect(routeAt(routes, '/job-search/12')?.path).toBe('/job-search/:id');
    expect(routeAt(routes, '/job-search/edit/12')?.path).toBe('/job-search/edit/:id');
  });

  it('finds none for a path no remote lists', () => {
    expect(routeAt(routes, '/job-search')).toBeUndefined();
    expect(routeAt(routes, '/login/more')).toBeUndefined();
    expect(routeAt(routes, '/no-such-page')).toBeUndefined();
  });
});
