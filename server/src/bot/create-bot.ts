import type { BotDeps, RunRequest } from './bot-deps';
import { createLlmAnswerer } from './answers/llm-answer';
import { BrowserPool } from './browser-pool';
import { runSearch } from './run-search';

/** The bot of one worker process: its browser and the handler the queue calls per run. */
export function createBot(deps: Omit<BotDeps, 'browsers' | 'llm'>) {
  const browsers = new BrowserPool(deps.bot.chromiumPath);
  const all: BotDeps = { ...deps, browsers, llm: deps.bot.llm && createLlmAnswerer(deps.bot.llm) };
  return {
    browsers,
    handle: (request: RunRequest, signal: AbortSignal) => runSearch(all, request, signal),
    close: () => browsers.close(),
  };
}
