import { useCallback, useEffect, useState } from 'react';
import { classifyLoadError, type RemoteFailure } from '@app/shared/federation';
import { loadSettingsComponents, reloadSettingsComponents } from './load-settings-components';
import type { SettingsComponents } from '@app/shared/ui';

export type SettingsComponentsState =
  | { kind: 'idle' }
  | { kind: 'loading' }
  | { kind: 'failed'; failure: RemoteFailure }
  | { kind: 'ready'; components: SettingsComponents };

/**
 * Loads the settings remote's components once `wanted` turns true; `retry` loads them again, from
 * remotes.json up, after a failure or a component that crashed.
 */
export function useSettingsComponents(wanted: boolean): { state: SettingsComponentsState; retry: () => void } {
  const [state, setState] = useState<SettingsComponentsState>({ kind: 'idle' });
  const [attempt, setAttempt] = useState(0);
  const needed = wanted && state.kind !== 'ready';

  useEffect(() => {
    if (!needed) return;
    let active = true;
    setState({ kind: 'loading' });
    loadSettingsComponents()
      .then((components) => active && setState({ kind: 'ready', components }))
      .catch((error: unknown) => {
        console.error('Could not load the settings app', error);
        if (active) setState({ kind: 'failed', failure: classifyLoadError(error).failure });
      });
    return () => {
      active = false;
    };
    // `needed` turns false once ready, so a load runs once per want or retry.
  }, [needed, attempt]);

  const retry = useCallback(() => {
    void reloadSettingsComponents().then(() => {
      setState({ kind: 'loading' });
      setAttempt((n) => n + 1);
    });
  }, []);
  return { state, retry };
}
