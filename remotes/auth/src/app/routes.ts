import type { RouteDefinition } from '@app/shared/router';

/** This app's pages. Add a page here and the shell routes it: no shell file changes. */
export const routes: RouteDefinition[] = [
  { path: '/', guard: 'guest-only', title: 'Sign in', page: () => import('./routes/login').then((m) => m.LoginRoute) },
  {
    path: '/login',
    guard: 'guest-only',
    title: 'Sign in',
    page: () => import('./routes/login').then((m) => m.LoginRoute),
  },
  {
    path: '/register',
    guard: 'guest-only',
    title: 'Registration',
    page: () => import('./routes/register').then((m) => m.RegisterRoute),
  },
];
