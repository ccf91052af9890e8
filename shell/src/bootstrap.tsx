import { createRoot } from 'react-dom/client';
import { loadContract } from '@app/shared/api';
import { cachedUserRestored, useSession } from '@app/shared/stores';
import { App } from './app/app';
import { preloadRemotesOnIntent } from './federation/preload-remotes';
import { startRemotes } from './federation/start-remotes';

// Remotes and their routes are read from remotes.json (started here) before the first render;
// when it cannot be read, every path shows a fallback with Retry while the rest of the app works. The cached user is restored first
// too (its check loads the contract's schemas, only when there is one), so a reload shows it at once.
void Promise.allSettled([startRemotes(), cachedUserRestored]).then(() => {
  createRoot(document.getElementById('root')!).render(<App />);
  preloadRemotesOnIntent();
  // Signed in: the first answers are checked against the contract's schemas, so fetch them now,
  // beside those requests, rather than once the first has answered (a round trip on a slow link).
  // After the first render: evaluated before it, zod held the page back (`pnpm bench web`).
  if (useSession.getState().isAuthenticated) void loadContract().catch(() => undefined);
});
