import { loadCurrentRoute } from './load-current-route';
import { registerRemotesFromConfig } from './remotes-config';

/**
 * How long the first render waits for the current path's page. Its files are preloaded with the
 * shell's (the server names them in the page), so it is usually ready by the time the shell's first
 * chunk has run: one render and one paint with the page, where the shell alone first, then the page,
 * took two of each (`pnpm bench web`, /login). A slower remote gets the shell and the page's spinner
 * after this long; a hung one its fallback, within the remotes' own time limit.
 */
const FIRST_RENDER_WAIT_MS = 500;

let started: Promise<void> | undefined;

/**
 * Reads remotes.json once, from the shell's first chunk (index.ts) so that it does not wait for the
 * app's own chunks, and loads the current path's remote page as soon as it is read. Answers when
 * that page has loaded (or could not be), or FIRST_RENDER_WAIT_MS after remotes.json was read (or
 * could not be).
 */
export function startRemotes(): Promise<void> {
  started ??= registerRemotesFromConfig().then(() =>
    Promise.race([
      loadCurrentRoute(window.location.pathname).catch(() => undefined),
      new Promise<void>((resolve) => setTimeout(resolve, FIRST_RENDER_WAIT_MS)),
    ]),
  );
  return started;
}
