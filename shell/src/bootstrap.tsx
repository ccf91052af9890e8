import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { registerRemotesFromConfig } from './federation/remotes-config';

// Remotes are registered before the first render; an unreachable remotes.json leaves every remote
// route showing its fallback while the rest of the app works.
void registerRemotesFromConfig().finally(() => {
  createRoot(document.getElementById('root')!).render(<App />);
});
