import type { RouteDefinition } from '@app/shared/router';

/** This app's pages. Add a page here (with `menu`, its account-menu entry) and the shell routes it: no shell file changes. */
export const routes: RouteDefinition[] = [
  {
    path: '/profile',
    guard: 'auth',
    title: 'Your profile',
    menu: 'Profile',
    page: () => import('./routes/profile').then((m) => m.ProfileRoute),
  },
  {
    path: '/credits',
    guard: 'auth',
    title: 'Credits',
    page: () => import('./routes/credits').then((m) => m.CreditsRoute),
  },
];
