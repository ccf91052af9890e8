import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import * as React from 'react';
import { createApiClient, setApiClient, setNavigator } from '@app/shared/api';
import { useSession } from '@app/shared/stores';
import { registerSingletonProbe, UiProvider } from '@app/shared/ui';
import { createRouter } from './router';

registerSingletonProbe('shell', { useState: React.useState, useSession });

/** The shell owns the one axios instance and registers the router's navigate for forced logouts. */
function createAppRouter() {
  setApiClient(createApiClient());
  const router = createRouter();
  setNavigator((path) => void router.navigate(path));
  return router;
}

export function App() {
  const [router] = useState(createAppRouter);
  return (
    <UiProvider>
      <RouterProvider router={router} />
    </UiProvider>
  );
}
