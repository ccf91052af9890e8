import { loadCurrentRoute } from './load-current-route';
import { registerRemotesFromConfig } from './remotes-config';

/**
 * How long the first render waits for the current path's page. Its files come with the shell's
 * (the server names them in the page), so it is usually ready within a few tasks of the shell's
 * first chunk: one render and one paint with the page, where the shell alone first, then the page,
 * took two of each (`pnpm bench web`, /login). Short, because what the first paint starts (the
 * contract's prefetch, signed in) waits as long: with 500 ms, a throttled /dashboard of the single
 * bundle, whose page's chunk comes one round trip after its first chunk, took ~300 ms longer. A
 * slower remote gets the shell and the page's spinner; a hung one its fallback, within the remotes'
 * own time limit.
 */
const FIRST_RENDER_WAIT_MS = 100;

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
