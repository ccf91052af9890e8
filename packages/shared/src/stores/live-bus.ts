import type { z } from 'zod';
import { create } from 'zustand';
import type { LiveEventName } from '../contract';
import { loadContract, loadedContract, type ContractModule } from '../api/lazy-contract';

/**
 * What each live event hands its listeners. product §4 lets user_credits_deducted come without
 * `credits` (then the balance drops by one), so the bus accepts that payload without it.
 */
const busSchemasOf = (contract: ContractModule) => ({
  ...contract.liveEventSchemas,
  user_credits_deducted: contract.liveEventSchemas.user_credits_deducted.partial(),
});
type BusSchemas = ReturnType<typeof busSchemasOf>;

export type LiveEvents = { [E in LiveEventName]: z.infer<BusSchemas[E]> };
export type LiveEventHandler<E extends LiveEventName> = (payload: LiveEvents[E]) => void;

type Listeners = { [E in LiveEventName]?: readonly LiveEventHandler<E>[] };

export interface LiveBusStore {
  /** Per live event of the user's channel, who listens to it. */
  listeners: Listeners;
  /** Adds `handler` for `event` (once however often it is added); returns the function that removes it. */
  subscribe<E extends LiveEventName>(event: E, handler: LiveEventHandler<E>): () => void;
}

/**
 * The live event bus of the page: one store (a shared singleton, like the session), through which
 * the shell and every remote listen to the events the live connection receives.
 */
export const useLiveBus = create<LiveBusStore>()((set) => {
  const update = <E extends LiveEventName>(
    event: E,
    change: (list: readonly LiveEventHandler<E>[]) => readonly LiveEventHandler<E>[],
  ) =>
    set((state) => ({
      listeners: {
        ...state.listeners,
        [event]: change((state.listeners[event] ?? []) as readonly LiveEventHandler<E>[]),
      },
    }));
  return {
    listeners: {},
    subscribe(event, handler) {
      update(event, (list) => (list.includes(handler) ? list : [...list, handler]));
      return () => update(event, (list) => list.filter((h) => h !== handler));
    },
  };
});

/** Listens to one live event of the user's channel; returns the function that stops listening. */
export function onLiveEvent<E extends LiveEventName>(event: E, handler: LiveEventHandler<E>): () => void {
  return useLiveBus.getState().subscribe(event, handler);
}

let busSchemas: BusSchemas | null = null;
// Events that came before the contract's schemas (loaded on demand) wait here, in order.
let waiting: Promise<void> = Promise.resolve();
let waitingCount = 0;

function dispatch(schemas: BusSchemas, event: string, data: unknown): void {
  if (!Object.hasOwn(schemas, event)) return;
  const name = event as LiveEventName;
  const parsed = schemas[name].safeParse(data);
  if (!parsed.success) {
    console.warn(`Dropped live event ${event}: its payload does not match the contract`, parsed.error.issues);
    return;
  }
  const listeners = (useLiveBus.getState().listeners[name] ?? []) as readonly LiveEventHandler<typeof name>[];
  for (const handler of listeners) {
    try {
      handler(parsed.data as never);
    } catch (error) {
      console.error(`A ${event} listener failed`, error);
    }
  }
}

/**
 * Hands an event from the channel to its listeners. Unknown events and payloads that break the
 * contract are logged and dropped; one listener's failure does not keep the others from running.
 * Synchronous once the contract's schemas are here (they load with the first API answer, before
 * live connects); an event before that waits for them, and events keep their order.
 */
export function emitLiveEvent(event: string, data: unknown): void {
  const loaded = loadedContract();
  if (loaded && waitingCount === 0) {
    dispatch((busSchemas ??= busSchemasOf(loaded.contract)), event, data);
    return;
  }
  waitingCount += 1;
  waiting = waiting
    .then(() => loadContract())
    .then(
      ({ contract }) => dispatch((busSchemas ??= busSchemasOf(contract)), event, data),
      (error: unknown) => console.error(`Dropped live event ${event}: the contract could not be loaded`, error),
    )
    .finally(() => {
      waitingCount -= 1;
    });
}
