import { Route, Routes } from '@app/shared/router';
import { GuestOnly } from './guards/guest-only';
import { RequireAuth } from './guards/require-auth';
import { AppLayout } from './layout/app-layout';
import { NotFoundRoute } from './routes/not-found';
import { CreateSearchRoute } from './routes/create-search';
import { DashboardRoute } from './routes/dashboard';
import { EditSearchRoute } from './routes/edit-search';
import { LoginRoute } from './routes/login';
import { ProfileRoute } from './routes/profile';
import { RegisterRoute } from './routes/register';
import { SearchDetailsRoute } from './routes/search-details';

const guest = (page: React.ReactNode) => <GuestOnly>{page}</GuestOnly>;
const signedIn = (page: React.ReactNode) => <RequireAuth>{page}</RequireAuth>;

/** product §2's routes: the shell owns paths and guards; remotes own the pages. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        <Route path="/" element={guest(<LoginRoute />)} />
        <Route path="/login" element={guest(<LoginRoute />)} />
        <Route path="/register" element={guest(<RegisterRoute />)} />
        <Route path="/profile" element={signedIn(<ProfileRoute />)} />
        <Route path="/dashboard" element={signedIn(<DashboardRoute />)} />
        <Route path="/job-search" element={signedIn(<CreateSearchRoute />)} />
        <Route path="/job-search/edit/:id" element={signedIn(<EditSearchRoute />)} />
        <Route path="/job-search/:id" element={signedIn(<SearchDetailsRoute />)} />
        <Route path="*" element={<NotFoundRoute />} />
      </Route>
    </Routes>
  );
}
