import { useCallback, useEffect, useState } from 'react';

/** A module fetched on first use and then kept for the page's life (`onDemand`). */
export interface OnDemandModule<T> {
  load(): Promise<T>;
  /** The module once it has arrived: shown at once from then on, with no loading step. */
  readonly loaded: T | undefined;
}

export function onDemand<T>(load: () => Promise<T>): OnDemandModule<T> {
  let loaded: T | undefined;
  return {
    load: () => load().then((module) => (loaded = module)),
    get loaded() {
      return loaded;
    },
  };
}

export type OnDemand<T> =
  { kind: 'idle' | 'loading' } | { kind: 'failed'; retry(): void } | { kind: 'ready'; module: T };

/**
 * `source`'s module, loaded the first time `wanted` turns true. A failure is logged and not kept:
 * `retry` loads again (the bundler asks anew for a chunk that failed).
 */
export function useOnDemand<T>(source: OnDemandModule<T>, wanted: boolean): OnDemand<T> {
  const [, setArrived] = useState(0);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const needed = wanted && source.loaded === undefined && !failed;

  useEffect(() => {
    if (!needed) return;
    let active = true;
    source.load().then(
      () => active && setArrived((n) => n + 1),
      (error: unknown) => {
        console.error('Could not load part of the page', error);
        if (active) setFailed(true);
      },
    );
    return () => {
      active = false;
    };
  }, [source, needed, attempt]);

  // Closed after a failure: the next opening tries again.
  useEffect(() => {
    if (!wanted) setFailed(false);
  }, [wanted]);

  const retry = useCallback(() => {
    setFailed(false);
    setAttempt((n) => n + 1);
  }, []);

  if (source.loaded !== undefined) return { kind: 'ready', module: source.loaded };
  if (failed) return { kind: 'failed', retry };
  return { kind: needed ? 'loading' : 'idle' };
}
