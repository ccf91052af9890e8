import { createRoot } from 'react-dom/client';
import { createApiClient, setApiClient } from '@app/shared/api';
import { StandaloneFrame } from '@app/shared/ui';
import { LoginRoute } from '../app/routes/login';
import { RegisterRoute } from '../app/routes/register';

setApiClient(createApiClient());

createRoot(document.getElementById('root')!).render(
  <StandaloneFrame
    name="auth"
    routes={[
      { path: '/login', Component: LoginRoute },
      { path: '/register', Component: RegisterRoute },
    ]}
  />,
);
