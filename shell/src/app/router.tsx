import { useCallback, useState, type ReactNode } from 'react';
import { Route, Routes, type RouteGuard } from '@app/shared/router';
import { RemotePage } from '../federation/remote-page';
import { RemoteFallback } from '../federation/remote-fallback';
import { registerRemotesFromConfig, remoteRoutes, type RemoteRoute } from '../federation/remotes-config';
import { GuestOnly } from './guards/guest-only';
import { RequireAuth } from './guards/require-auth';
import { AppLayout } from './layout/app-layout';
import { NotFound } from './not-found';

const guarded: Record<RouteGuard, (page: ReactNode) => ReactNode> = {
  public: (page) => page,
  'guest-only': (page) => <GuestOnly>{page}</GuestOnly>,
  auth: (page) => <RequireAuth>{page}</RequireAuth>,
};

interface AppRoutesProps {
  routes: readonly RemoteRoute[];
  /** False while remotes.json could not be read: an unknown path may then be a remote's. */
  configRead: boolean;
  onRetryConfig: () => void;
}

/** The routes every remote lists in remotes.json, each behind its guard, in the shell's layout. */
export function AppRoutes({ routes, configRead, onRetryConfig }: AppRoutesProps) {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        {routes.map(({ remote, path, guard, title }) => (
          <Route
            key={path}
            path={path}
            element={guarded[guard](<RemotePage key={path} remote={remote} path={path} title={title} />)}
          />
        ))}
        <Route
          path="*"
          element={configRead ? <NotFound /> : <RemoteFallback title="This page" onRetry={onRetryConfig} />}
        />
      </Route>
    </Routes>
  );
}

/** AppRoutes over what remotes.json said at start-up; Retry reads it again when it could not be read. */
export function RemoteAppRoutes() {
  const [table, setTable] = useState(remoteRoutes);
  const retry = useCallback(() => void registerRemotesFromConfig().then(() => setTable(remoteRoutes())), []);
  return <AppRoutes routes={table.routes} configRead={table.read} onRetryConfig={retry} />;
}
