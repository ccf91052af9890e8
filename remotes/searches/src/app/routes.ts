import type { RouteDefinition } from '@app/shared/router';

/** This app's pages. Add a page here (with `menu`, its account-menu entry) and the shell routes it: no shell file changes. */
export const routes: RouteDefinition[] = [
  {
    path: '/dashboard',
    guard: 'auth',
    title: 'Dashboard',
    page: () => import('./routes/dashboard').then((m) => m.DashboardRoute),
  },
  {
    path: '/job-search',
    guard: 'auth',
    title: 'Create Job Search',
    page: () => import('./routes/create-search').then((m) => m.CreateSearchRoute),
  },
  {
    path: '/job-search/edit/:id',
    guard: 'auth',
    title: 'Edit Job Search',
    page: () => import('./routes/edit-search').then((m) => m.EditSearchRoute),
  },
  {
    path: '/job-search/:id',
    guard: 'auth',
    title: 'Search Details',
    page: () => import('./routes/search-details').then((m) => m.SearchDetailsRoute),
  },
  {
    path: '/jobs',
    guard: 'auth',
    title: 'Job tracker',
    menu: 'Job tracker',
    page: () => import('./routes/job-tracker').then((m) => m.JobTrackerRoute),
  },
];
