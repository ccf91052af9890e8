import { createRoot } from 'react-dom/client';
import { createApiClient, setApiClient } from '@app/shared/api';
import { StandaloneFrame } from '@app/shared/ui';
import { routes } from '../app/routes';

setApiClient(createApiClient());

createRoot(document.getElementById('root')!).render(<StandaloneFrame name="auth" routes={routes} />);
