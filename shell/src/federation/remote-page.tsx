import { useCallback, useEffect, useState, type ComponentType } from 'react';
import styled from 'styled-components';
import { useParams } from '@app/shared/router';
import { Spinner } from '@app/shared/ui';
import { usePageTitle } from '../app/layout/use-page-title';
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
  /** The route's path, as in the remote's route table. */
  path: string;
  /** Human name of the screen, for the tab's title, the spinner and the fallback message. */
  title: string;
}

/** Loads a remote's page lazily; an unreachable or broken remote shows a fallback with Retry on this route only. */
export function RemotePage({ remote, path, title }: RemotePageProps) {
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const params = useParams();
  usePageTitle(title);

  useEffect(() => {
    let active = true;
    setState({ kind: 'loading' });
    loadRemoteRoutes(remote)
      .then(async (module) => {
        const route = module.routes.find((r) => r.path === path);
        if (!route) throw new Error(`The "${remote}" app has no "${path}" route.`);
        const Component = await route.page();
        if (active) setState({ kind: 'ready', Component, version: module.version });
      })
      .catch((error: unknown) => {
        console.error(`Could not load ${remote} ${path}`, error);
        if (active) setState({ kind: 'failed' });
      });
    return () => {
      active = false;
    };
  }, [remote, path, attempt]);

  // The route's loader runs on every visit, a new id included, alongside the page's code.
  const paramsKey = JSON.stringify(params);
  useEffect(() => {
    loadRemoteRoutes(remote)
      .then((module) => module.routes.find((r) => r.path === path)?.loader?.(JSON.parse(paramsKey)))
      .catch(() => undefined); // the page's own load reports an unreachable remote
  }, [remote, path, paramsKey]);

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
