import { preloadCurrentRoute } from './preload-current-route';
import { registerRemotesFromConfig } from './remotes-config';

let read: Promise<void> | undefined;

/**
 * Reads remotes.json once, from the shell's first chunk (index.ts) so that it does not wait for the
 * app's own chunks, and starts loading the current path's remote as soon as it is read. Answers
 * when remotes.json has been read (or could not be).
 */
export function startRemotes(): Promise<void> {
  if (!read) {
    read = registerRemotesFromConfig();
    void read.then(() => preloadCurrentRoute(window.location.pathname));
  }
  return read;
}
