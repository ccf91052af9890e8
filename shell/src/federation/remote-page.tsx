import { useCallback, useEffect, useState } from 'react';
import styled from 'styled-components';
import { useParams } from '@app/shared/router';
import { classifyLoadError, type RemoteFailure } from '@app/shared/federation';
import { Spinner } from '@app/shared/ui';
import { usePageTitle } from '../app/layout/use-page-title';
import { loadedPage, loadRemoteRoutes, loadRoutePage, reloadRemote, type LoadedPage } from './load-remote-routes';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { RemoteFallback } from './remote-fallback';

const Centered = styled.div`
  display: flex;
  justify-content: center;
  padding: 64px 0;
`;

type State = { kind: 'loading' } | { kind: 'failed'; failure: RemoteFailure } | ({ kind: 'ready' } & LoadedPage);

/** Ready when the page's code has loaded already (at start-up, or on an earlier visit): no spinner first. */
const initialState = (remote: string, path: string): State => {
  const page = loadedPage(remote, path);
  return page ? { kind: 'ready', ...page } : { kind: 'loading' };
};

export interface RemotePageProps {
  /** Federation name of the remote, as in remotes.json. */
  remote: string;
  /** The route's path, as in the remote's route table. */
  path: string;
  /** Human name of the screen, for the tab's title, the spinner and the fallback message. */
  title: string;
}

/**
 * Loads a remote's page lazily; a remote that is unreachable (or silent for a few seconds),
 * incompatible or crashing shows a fallback saying which, with Retry, on this route only.
 */
export function RemotePage({ remote, path, title }: RemotePageProps) {
  const [state, setState] = useState<State>(() => initialState(remote, path));
  const [attempt, setAttempt] = useState(0);
  const params = useParams();
  usePageTitle(title);

  useEffect(() => {
    let active = true;
    const page = loadedPage(remote, path);
    if (page) {
      // Already shown since the first render (initialState) unless it loaded since: the same state
      // object is no second render.
      setState((current) =>
        current.kind === 'ready' && current.Component === page.Component ? current : { kind: 'ready', ...page },
      );
    } else {
      setState({ kind: 'loading' });
      loadRoutePage(remote, path)
        .then((loaded) => {
          if (active) setState({ kind: 'ready', ...loaded });
        })
        .catch((error: unknown) => {
          console.error(`Could not load ${remote} ${path}`, error);
          if (active) setState({ kind: 'failed', failure: classifyLoadError(error).failure });
        });
    }
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

  // Even after a render crash: the module is dropped and remotes.json read again (a fix is a new version).
  const retry = useCallback(() => {
    setState({ kind: 'loading' });
    void reloadRemote(remote).then(() => setAttempt((n) => n + 1));
  }, [remote]);

  if (state.kind === 'loading') {
    return (
      <Centered>
        <Spinner label={`Loading ${title}`} />
      </Centered>
    );
  }
  if (state.kind === 'failed') return <RemoteFallback title={title} onRetry={retry} failure={state.failure} />;
  const { Component } = state;
  return (
    <RemoteErrorBoundary
      key={attempt}
      fallback={() => <RemoteFallback title={title} onRetry={retry} failure={{ kind: 'crashed' }} />}
    >
      <div data-remote={remote} data-remote-version={state.version}>
        <Component />
      </div>
    </RemoteErrorBoundary>
  );
}
