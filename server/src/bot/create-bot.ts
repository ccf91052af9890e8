import type { BotDeps, RunRequest } from './bot-deps';
import { createLlmAnswerer } from './answers/llm-answer';
import { createCoverLetterWriter } from './answers/llm-cover-letter';
import { BrowserPool } from './browser-pool';
import { runSearch } from './run-search';

/** The bot of one worker process: its browser and the handler the queue calls per run. */
export function createBot(deps: Omit<BotDeps, 'browsers' | 'llm' | 'coverLetterWriter'>) {
  const browsers = new BrowserPool(deps.bot.chromiumPath);
  const { llm } = deps.bot;
  const all: BotDeps = {
    ...deps,
    browsers,
    llm: llm && createLlmAnswerer(llm),
    coverLetterWriter: llm && createCoverLetterWriter(llm),
  };
  return {
    browsers,
    handle: (request: RunRequest, signal: AbortSignal) => runSearch(all, request, signal),
    close: () => browsers.close(),
  };
}
