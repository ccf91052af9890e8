import { createRoot } from 'react-dom/client';
import { createApiClient, setApiClient } from '@app/shared/api';
import { StandaloneFrame } from '@app/shared/ui';

// Sign in through the auth remote (or the shell) on the same origin first: the session lives in localStorage.
setApiClient(createApiClient());

createRoot(document.getElementById('root')!).render(
  <StandaloneFrame
    name="settings"
    // settings has no pages of its own (the searches remote composes its dialogs): a demo page shows them.
    routes={[
      {
        path: '/settings',
        guard: 'auth',
        title: 'Settings',
        page: () => import('./settings-demo').then((m) => m.SettingsDemo),
      },
    ]}
  />,
);
