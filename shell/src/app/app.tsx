import { useEffect } from 'react';
import * as React from 'react';
import { createApiClient, loadContract, setApiClient, setNavigator } from '@app/shared/api';
import { BrowserRouter, useNavigate } from '@app/shared/router';
import { useSession } from '@app/shared/stores';
import { registerSingletonProbe, UiProvider } from '@app/shared/ui';
import { afterNextPaint } from './after-next-paint';
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

/**
 * Signed in, the first answers are checked against the contract's schemas: fetch them beside those
 * requests rather than once the first has answered (a round trip on a slow link), but after the
 * first screen has painted — zod, already downloaded when the page preloads it, otherwise ran
 * before React's first render (`pnpm bench web`).
 */
function PrefetchContract() {
  useEffect(() => {
    if (useSession.getState().isAuthenticated) afterNextPaint(() => void loadContract().catch(() => undefined));
  }, []);
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
