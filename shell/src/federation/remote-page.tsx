import { useCallback, useEffect, useState, type ComponentType } from 'react';
import styled from 'styled-components';
import { Spinner } from '@app/shared/ui';
import { loadRemoteRoutes } from './load-remote-routes';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { RemoteFallback } from './remote-fallback';

const Centered = styled.div`
  display: flex;
  justify-content: center;
  padding: 64px 0;
`;

type State = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; Component: ComponentType; version: string };

export interface RemotePageProps {
  /** Federation name of the remote, as in remotes.json. */
  remote: string;
  /** Id of the route in the remote's `./routes` module. */
  route: string;
  /** Human name of the screen, for the fallback message. */
  title: string;
}

/** Loads a remote's page lazily; an unreachable or broken remote shows a fallback with Retry on this route only. */
export function RemotePage({ remote, route, title }: RemotePageProps) {
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let active = true;
    setState({ kind: 'loading' });
    loadRemoteRoutes(remote)
      .then((module) => {
        const match = module.routes.find((r) => r.id === route);
        if (!match) throw new Error(`The "${remote}" app has no "${route}" route.`);
        if (active) setState({ kind: 'ready', Component: match.Component, version: module.version });
      })
      .catch((error: unknown) => {
        console.error(`Could not load ${remote}/${route}`, error);
        if (active) setState({ kind: 'failed' });
      });
    return () => {
      active = false;
    };
  }, [remote, route, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  if (state.kind === 'loading') {
    return (
      <Centered>
        <Spinner label={`Loading ${title}`} />
      </Centered>
    );
  }
  if (state.kind === 'failed') return <RemoteFallback title={title} onRetry={retry} />;
  const { Component } = state;
  return (
    <RemoteErrorBoundary key={attempt} fallback={() => <RemoteFallback title={title} onRetry={retry} />}>
      <div data-remote={remote} data-remote-version={state.version}>
        <Component />
      </div>
    </RemoteErrorBoundary>
  );
}
