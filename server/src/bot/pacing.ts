/**
 * Pauses between the bot's actions. 'human' waits as a person would (LinkedIn restricts accounts
 * that apply at machine speed; the public bots wait 1–5 s between actions and longer between
 * pages); 'none' for tests and benchmarks.
 */
export interface Pacer {
  /** Between two actions on one page (typing, choosing, clicking). */
  action(): Promise<void>;
  /** Before loading another page. */
  page(): Promise<void>;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const between = (min: number, max: number) => min + Math.random() * (max - min);

export function createPacer(mode: 'human' | 'none'): Pacer {
  if (mode === 'none') return { action: async () => undefined, page: async () => undefined };
  return {
    action: () => wait(between(800, 2500)),
    page: () => wait(between(3000, 8000)),
  };
}
