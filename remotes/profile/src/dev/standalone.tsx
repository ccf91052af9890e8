import { createRoot } from 'react-dom/client';
import { createApiClient, setApiClient } from '@app/shared/api';
import { StandaloneFrame } from '@app/shared/ui';
import { routes } from '../app/routes';

// Sign in through the auth remote (or the shell) on the same origin first: the session lives in localStorage.
setApiClient(createApiClient());

createRoot(document.getElementById('root')!).render(<StandaloneFrame name="profile" routes={routes} />);
