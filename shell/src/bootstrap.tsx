import { createRoot } from 'react-dom/client';
import { preloadApiClient } from '@app/shared/api';
import { cachedUserRestored, useSession } from '@app/shared/stores';
import { App } from './app/app';
import { preloadRemotesOnIntent } from './federation/preload-remotes';
import { startRemotes } from './federation/start-remotes';

// Remotes and their routes are read from remotes.json (started here) before the first render, and
// the current path's page loaded (for a short while at most: see start-remotes.ts); when remotes.json
// cannot be read, every path shows a fallback with Retry while the rest of the app works. The cached user is restored first
// too (its check loads the contract's schemas, only when there is one), so a reload shows it at once.
void Promise.allSettled([startRemotes(), cachedUserRestored]).then(() => {
  createRoot(document.getElementById('root')!).render(<App />);
  preloadRemotesOnIntent();
});

// axios (the API client's, ~20 KB gzip): at once for a signed-in visitor, whose first screen calls
// the API; for a visitor, at the first sign of input (a sign-in or sign-up follows), so /login
// loads without it (`pnpm bench web`).
if (useSession.getState().isAuthenticated) preloadApiClient();
else {
  for (const type of ['focusin', 'pointerdown', 'keydown']) {
    window.addEventListener(type, preloadApiClient, { once: true, capture: true, passive: true });
  }
}
