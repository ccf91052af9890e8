import type { z } from 'zod';
import { liveEventSchemas, type LiveEventName } from '../contract';

/**
 * What each live event hands its listeners. SPEC §4 lets user_credits_deducted come without
 * `credits` (then the balance drops by one), so the bus accepts that payload without it.
 */
const busSchemas = {
  ...liveEventSchemas,
  user_credits_deducted: liveEventSchemas.user_credits_deducted.partial(),
} as const;

export type LiveEvents = { [E in LiveEventName]: z.infer<(typeof busSchemas)[E]> };
export type LiveEventHandler<E extends LiveEventName> = (payload: LiveEvents[E]) => void;

export const LIVE_EVENT_NAMES = Object.keys(liveEventSchemas) as LiveEventName[];

const isLiveEventName = (event: string): event is LiveEventName => Object.hasOwn(busSchemas, event);

const handlers = new Map<LiveEventName, Set<LiveEventHandler<any>>>();

/** Listens to one live event of the user's channel; returns the function that stops listening. */
export function onLiveEvent<E extends LiveEventName>(event: E, handler: LiveEventHandler<E>): () => void {
  let set = handlers.get(event);
  if (!set) handlers.set(event, (set = new Set()));
  set.add(handler);
  return () => {
    set.delete(handler);
  };
}

/**
 * Hands an event from the channel to its listeners. Unknown events and payloads that break the
 * contract are logged and dropped; one listener's failure does not keep the others from running.
 */
export function emitLiveEvent(event: string, data: unknown): void {
  if (!isLiveEventName(event)) return;
  const parsed = busSchemas[event].safeParse(data);
  if (!parsed.success) {
    console.warn(`Dropped live event ${event}: its payload does not match the contract`, parsed.error.issues);
    return;
  }
  for (const handler of [...(handlers.get(event) ?? [])]) {
    try {
      handler(parsed.data);
    } catch (error) {
      console.error(`A ${event} listener failed`, error);
    }
  }
}
