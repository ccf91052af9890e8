import { createRoot } from 'react-dom/client';
import { preloadApiClient } from '@app/shared/api';
import { cachedUserRestored } from '@app/shared/stores';
import { afterNextPaint } from './app/after-next-paint';
import { App } from './app/app';
import { preloadRemotesOnIntent } from './federation/preload-remotes';
import { startRemotes } from './federation/start-remotes';

// Remotes and their routes are read from remotes.json (started here) before the first render;
// when it cannot be read, every path shows a fallback with Retry while the rest of the app works. The cached user is restored first
// too (its check loads the contract's schemas, only when there is one), so a reload shows it at once.
void Promise.allSettled([startRemotes(), cachedUserRestored]).then(() => {
  createRoot(document.getElementById('root')!).render(<App />);
  preloadRemotesOnIntent();
  // axios, which the first screen renders without (a signed-in page's first call loads it sooner).
  afterNextPaint(preloadApiClient);
});
