// What the Module Federation runtime does here beyond its defaults, in every app's build
// (packages/web-build lists this file in `runtimePlugins`). Plain data only: a runtime plugin that
// imports React breaks the app at run time.
// - A remote's mf-manifest.json comes from the page when the server put it there (one request
//   fewer on a cold page), else from the network within the remotes' time limit.
// - A remote's entry script gets the same limit (the runtime's own is 20 s), and a second attempt
//   at it (the retry plugin's, or Retry's) goes to a new URL: a hung request could hold the old one.
// - Before any of a remote's modules runs, its manifest is checked against the shared singletons
//   running here; a remote that needs another version is refused, the clash named. (The page may
//   have run its entry and chunks already: they only define the container and register modules.)
// - Every failure comes out as a RemoteLoadError saying whether the remote was unreachable,
//   incompatible or crashed (`errorLoadRemote`), which the fallbacks show.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { takeInlineManifest } from './inline-data';
import { pageScriptRunning, pageRunsFilesOf } from './page-scripts';
import { classifyLoadError, RemoteLoadError, REMOTE_TIMEOUT_MS } from './remote-failure';
import { findSharedConflict, type RemoteManifest } from './shared-compatibility';

const MANIFEST_FILE = '/mf-manifest.json';

/** Entry URL → how many times a script was made for it. The runtime keeps an entry that loaded, so a second one follows a failure. */
const entryAttempts = new Map<string, number>();

const absoluteUrl = (url: string) => new URL(url, document.baseURI).href;

async function fetchManifest(url: string, init: RequestInit | undefined, remote: string): Promise<Response> {
  const inline = takeInlineManifest<RemoteManifest>(absoluteUrl(url), absoluteUrl);
  if (inline) return new Response(JSON.stringify(inline), { headers: { 'content-type': 'application/json' } });
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(REMOTE_TIMEOUT_MS) });
    if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
    return response;
  } catch (error) {
    throw new RemoteLoadError({ kind: 'unreachable' }, `The "${remote}" app's manifest could not be read.`, {
      cause: error,
    });
  }
}

function entryScript(url: string): { script: HTMLScriptElement; timeout: number } {
  const attempts = entryAttempts.get(url) ?? 0;
  entryAttempts.set(url, attempts + 1);
  const src = new URL(url, document.baseURI);
  // The page's own deferred script for this entry (route-preloads.ts: the entry, or the route's start
  // file that runs it), not run yet (the runtime asks only while the container is missing): that
  // element, waited for, rather than a second one that would run the entry twice. The runtime's own
  // match compares the relative `src` as written.
  const own = attempts === 0 ? pageScriptRunning(src.href) : undefined;
  if (own) return { script: own, timeout: REMOTE_TIMEOUT_MS };
  if (attempts > 0) src.searchParams.set('attempt', String(attempts + 1));
  const script = document.createElement('script');
  script.src = src.href;
  script.async = true;
  return { script, timeout: REMOTE_TIMEOUT_MS };
}

export default function jobpilotRemotesPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'jobpilot-remotes',
    fetch(url, init, remoteInfo) {
      if (!url.endsWith(MANIFEST_FILE)) return undefined;
      return fetchManifest(url, init, remoteInfo?.name ?? 'remote');
    },
    createScript({ url }) {
      return entryScript(url);
    },
    beforePreloadRemote({ preloadOps, options }) {
      // Loading a module, the runtime adds a script for each of its files at once; the files the
      // page runs itself (the path's remote's) would run a second time, one task each.
      const runByPage = (nameOrAlias: string) => {
        const remote = options.remotes.find((r) => r.name === nameOrAlias || r.alias === nameOrAlias);
        return remote !== undefined && 'entry' in remote && pageRunsFilesOf(remote.entry);
      };
      preloadOps.splice(0, preloadOps.length, ...preloadOps.filter((op) => !runByPage(op.nameOrAlias)));
    },
    afterLoadManifest({ manifestJson, moduleInfo, origin }) {
      if (!manifestJson) return;
      const scope = origin.shareScopeMap.default ?? {};
      const conflict = findSharedConflict(moduleInfo.name, manifestJson as unknown as RemoteManifest, scope);
      if (conflict) throw new RemoteLoadError({ kind: 'incompatible', detail: conflict }, conflict);
    },
    errorLoadRemote({ error, remote }) {
      throw classifyLoadError(error, [remote?.name, remote?.buildVersion].filter(Boolean).join(' ') || undefined);
    },
  };
}
