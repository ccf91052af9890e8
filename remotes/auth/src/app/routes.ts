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
  {
    path: '/forgot-password',
    guard: 'guest-only',
    title: 'Reset your password',
    page: () => import('./routes/forgot-password').then((m) => m.ForgotPasswordRoute),
  },
  // Public: a link opened in a tab that is signed in (to this account or another) still works.
  {
    path: '/reset-password',
    guard: 'public',
    title: 'Choose a new password',
    page: () => import('./routes/reset-password').then((m) => m.ResetPasswordRoute),
  },
];
