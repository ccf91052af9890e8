import type { ComponentType } from 'react';
import { classifyLoadError, loadRemoteModule, RemoteLoadError, withTimeout } from '@app/shared/federation';
import type { RemoteRoutesModule } from '@app/shared/router';
import { isRemoteConfigured, refreshRemote, registerRemotesFromConfig } from './remotes-config';

const loaded = new Map<string, Promise<RemoteRoutesModule>>();
/**
 * The remote's `./routes` module, loaded once. A failure (a RemoteLoadError saying whether the
 * remote was unreachable, incompatible or crashed) is not cached, so Retry loads again.
 */
export function loadRemoteRoutes(remote: string): Promise<RemoteRoutesModule> {
  let pending = loaded.get(remote);
  if (!pending) {
    pending = load(remote);
    loaded.set(remote, pending);
    pending.catch(() => loaded.delete(remote));
  }
  return pending;
}

/** A route's page whose code has loaded, and the version of the remote it came from. */
export interface LoadedPage {
  Component: ComponentType;
  version: string;
}

const pages = new Map<string, LoadedPage>();
const pageKey = (remote: string, path: string) => `${remote} ${path}`;

/**
 * The page of `path` (as the remote's route table names it): its route table, then its code, within
 * the remotes' time limits; kept once loaded, so that RemotePage renders it at once (loadedPage).
 */
export async function loadRoutePage(remote: string, path: string): Promise<LoadedPage> {
  const module = await loadRemoteRoutes(remote);
  const route = module.routes.find((r) => r.path === path);
  if (!route) throw new Error(`The "${remote}" app has no "${path}" route.`);
  const Component = await withinRemoteLimits(`The "${remote}" app's ${path} page`, route.page);
  const page = { Component, version: module.version };
  pages.set(pageKey(remote, path), page);
  return page;
}

/** The page, if its code has loaded already (loadRoutePage). */
export function loadedPage(remote: string, path: string): LoadedPage | undefined {
  return pages.get(pageKey(remote, path));
}

/** Retry after a failure or a render crash: forget the module, re-read remotes.json, register the remote afresh. */
export async function reloadRemote(remote: string): Promise<void> {
  loaded.delete(remote);
  for (const key of pages.keys()) if (key.startsWith(`${remote} `)) pages.delete(key);
  await refreshRemote(remote);
}

/** Loads a remote's page code within the time limit; any failure comes out as a RemoteLoadError. */
async function withinRemoteLimits<T>(what: string, work: () => Promise<T>): Promise<T> {
  try {
    return await withTimeout(work(), what);
  } catch (error) {
    throw classifyLoadError(error);
  }
}

async function load(remote: string): Promise<RemoteRoutesModule> {
  // remotes.json may have been unreachable at start-up: read it again before giving up.
  if (!isRemoteConfigured(remote)) await registerRemotesFromConfig();
  const module = await loadRemoteModule<RemoteRoutesModule>(remote, './routes');
  if (!module || !Array.isArray(module.routes)) {
    throw new RemoteLoadError({ kind: 'crashed' }, `The "${remote}" app did not provide its routes.`);
  }
  return module;
}
