import type { BotDeps, RunRequest } from './bot-deps';
import { BrowserPool } from './browser-pool';
import { runSearch } from './run-search';

/** The bot of one worker process: its browser and the handler the queue calls per run. */
export function createBot(deps: Omit<BotDeps, 'browsers'>) {
  const browsers = new BrowserPool(deps.bot.chromiumPath);
  const all: BotDeps = { ...deps, browsers };
  return {
    browsers,
    handle: (request: RunRequest, signal: AbortSignal) => runSearch(all, request, signal),
    close: () => browsers.close(),
  };
}
