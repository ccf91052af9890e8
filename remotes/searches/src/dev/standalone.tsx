import { createRoot } from 'react-dom/client';
import { createApiClient, setApiClient } from '@app/shared/api';
import { useLive, useSession } from '@app/shared/stores';
import { StandaloneFrame } from '@app/shared/ui';
import { routes } from '../app/routes';

// Sign in through the auth remote (or the shell) on the same origin first: the session lives in localStorage.
setApiClient(createApiClient());
const userId = useSession.getState().user?.id;
if (userId !== undefined) void useLive.getState().connect(userId);

createRoot(document.getElementById('root')!).render(<StandaloneFrame name="searches" routes={routes} />);
