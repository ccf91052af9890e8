import type { RouteDefinition } from '@app/shared/router';

/** This app's pages. Add a page here (with `menu`, its account-menu entry) and the shell routes it: no shell file changes. */
export const routes: RouteDefinition[] = [
  {
    // MY_DATA_PATH of @app/shared/contract (a route table imports types only).
    path: '/my-data',
    guard: 'auth',
    title: 'My data',
    menu: 'My data',
    page: () => import('./routes/my-data').then((m) => m.MyDataRoute),
  },
];
