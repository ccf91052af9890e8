import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { GuestOnly } from './guards/guest-only';
import { RequireAuth } from './guards/require-auth';
import { AppLayout } from './layout/app-layout';
import { ComingSoonRoute } from './routes/coming-soon';
import { NotFoundRoute } from './routes/not-found';
import { LoginRoute, ProfileRoute, RegisterRoute } from './routes/remote-routes';

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
            <ComingSoonRoute title="Dashboard" />
          </RequireAuth>
        ),
      },
      {
        path: '/job-search',
        element: (
          <RequireAuth>
            <ComingSoonRoute title="Create Job Search" />
          </RequireAuth>
        ),
      },
      {
        path: '/job-search/edit/:id',
        element: (
          <RequireAuth>
            <ComingSoonRoute title="Edit Job Search" />
          </RequireAuth>
        ),
      },
      {
        path: '/job-search/:id',
        element: (
          <RequireAuth>
            <ComingSoonRoute title="Search Details" />
          </RequireAuth>
        ),
      },
      { path: '*', element: <NotFoundRoute /> },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
