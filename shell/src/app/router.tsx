import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { GuestOnly } from './guards/guest-only';
import { RequireAuth } from './guards/require-auth';
import { AppLayout } from './layout/app-layout';
import { NotFoundRoute } from './routes/not-found';
import {
  CreateSearchRoute,
  DashboardRoute,
  EditSearchRoute,
  LoginRoute,
  ProfileRoute,
  RegisterRoute,
  SearchDetailsRoute,
} from './routes/remote-routes';

/** SPEC §2's routes. Exported apart from the router so tests can mount them in a memory router. */
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      {
        path: '/',
        element: (
          <GuestOnly>
            <LoginRoute />
          </GuestOnly>
        ),
      },
      {
        path: '/login',
        element: (
          <GuestOnly>
            <LoginRoute />
          </GuestOnly>
        ),
      },
      {
        path: '/register',
        element: (
          <GuestOnly>
            <RegisterRoute />
          </GuestOnly>
        ),
      },
      {
        path: '/profile',
        element: (
          <RequireAuth>
            <ProfileRoute />
          </RequireAuth>
        ),
      },
      {
        path: '/dashboard',
        element: (
          <RequireAuth>
            <DashboardRoute />
          </RequireAuth>
        ),
      },
      {
        path: '/job-search',
        element: (
          <RequireAuth>
            <CreateSearchRoute />
          </RequireAuth>
        ),
      },
      {
        path: '/job-search/edit/:id',
        element: (
          <RequireAuth>
            <EditSearchRoute />
          </RequireAuth>
        ),
      },
      {
        path: '/job-search/:id',
        element: (
          <RequireAuth>
            <SearchDetailsRoute />
          </RequireAuth>
        ),
      },
      { path: '*', element: <NotFoundRoute /> },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
