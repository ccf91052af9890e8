import { createRoot } from 'react-dom/client';
import { createApiClient, setApiClient } from '@app/shared/api';
import { useLive, useSession } from '@app/shared/stores';
import { StandaloneFrame } from '@app/shared/ui';
import { CreateSearchRoute } from '../app/routes/create-search';
import { DashboardRoute } from '../app/routes/dashboard';
import { EditSearchRoute } from '../app/routes/edit-search';
import { SearchDetailsRoute } from '../app/routes/search-details';

// Sign in through the auth remote (or the shell) on the same origin first: the session lives in localStorage.
setApiClient(createApiClient());
const userId = useSession.getState().user?.id;
if (userId !== undefined) void useLive.getState().connect(userId);

createRoot(document.getElementById('root')!).render(
  <StandaloneFrame
    name="searches"
    routes={[
      { path: '/dashboard', Component: DashboardRoute },
      { path: '/job-search', Component: CreateSearchRoute },
      { path: '/job-search/edit/:id', Component: EditSearchRoute },
      { path: '/job-search/:id', Component: SearchDetailsRoute },
    ]}
  />,
);
