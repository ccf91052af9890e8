import { useEffect } from 'react';
import * as React from 'react';
import { createApiClient, setApiClient, setNavigator } from '@app/shared/api';
import { BrowserRouter, useNavigate } from '@app/shared/router';
import { useSession } from '@app/shared/stores';
import { registerSingletonProbe, UiProvider } from '@app/shared/ui';
import { PrefetchContract } from './prefetch-contract';
import { RemoteAppRoutes } from './router';

registerSingletonProbe('shell', { useState: React.useState, useSession, useNavigate });

// The shell owns the one API client every app's API calls go through.
setApiClient(createApiClient());

/** Lets the API layer move to /login on a forced logout without a page load. */
function RegisterNavigator() {
  const navigate = useNavigate();
  useEffect(() => setNavigator((path) => void navigate(path)), [navigate]);
  return null;
}

export function App() {
  return (
    <UiProvider>
      <BrowserRouter>
        <RegisterNavigator />
        <PrefetchContract />
        <RemoteAppRoutes />
      </BrowserRouter>
    </UiProvider>
  );
}
