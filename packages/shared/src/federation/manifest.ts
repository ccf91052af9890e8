import { takeInlineManifest } from './inline-data';
import { RemoteLoadError, withTimeout } from './remote-failure';

/**
 * A build's mf-manifest.json (RemoteManifestPlugin in @app/web-build): what the loader needs before
 * running any of a remote's code.
 */
export interface RemoteManifest {
  name?: string;
  metaData?: {
    globalName?: string;
    buildInfo?: { buildVersion?: string };
    remoteEntry?: { name?: string; path?: string };
  };
  /** Each shared singleton, with the files of this build's copy of it. */
  shared?: { name: string; version?: string; requiredVersion?: string | false | null; assets?: Assets }[];
  exposes?: { path?: string; assets?: Assets }[];
  /** Each route of a remote's route table: its page's files and the shared singletons it needs. */
  routes?: { path?: string; assets?: Assets; shared?: string[] }[];
}

interface Assets {
  js?: { sync?: string[] };
}

const manifests = new Map<string, Promise<RemoteManifest>>();

/** The URL as fetched: remotes.json's entries are relative to the page. */
const absoluteUrl = (url: string) => new URL(url, document.baseURI).href;

/**
 * The manifest at `url`: the copy the page came with (the server puts the current path's remote's
 * in it), else fetched within the remotes' time limit; read once (the start-up preload, the
 * version check and the load all read the same copy). A failure is not kept: the next read asks again.
 */
export function readManifest(url: string, remote: string): Promise<RemoteManifest> {
  const key = absoluteUrl(url);
  let pending = manifests.get(key);
  if (!pending) {
    pending = fetchManifest(key, remote);
    manifests.set(key, pending);
    pending.catch(() => manifests.delete(key));
  }
  return pending;
}

async function fetchManifest(url: string, remote: string): Promise<RemoteManifest> {
  const inline = takeInlineManifest<RemoteManifest>(url, absoluteUrl);
  if (inline) return inline;
  try {
    const response = await withTimeout(fetch(url), `The "${remote}" app's manifest`);
    if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
    return (await response.json()) as RemoteManifest;
  } catch (error) {
    throw new RemoteLoadError({ kind: 'unreachable' }, `The "${remote}" app's manifest could not be read.`, {
      cause: error,
    });
  }
}

/** Before a Retry: the next read of `url` goes to the network. */
export function forgetManifest(url: string): void {
  manifests.delete(absoluteUrl(url));
}

/** The URL of a file of the build, relative to its manifest's folder. */
export function fileUrl(manifestUrl: string, file: string): string {
  return new URL(file, absoluteUrl(manifestUrl)).href;
}
