// How the shell and the remotes that load other remotes (searches → settings) tell why a remote
// could not be shown: one time limit, one sorting of failures, one wording.

/** Why a remote could not be shown. */
type RemoteFailureKind = 'unreachable' | 'incompatible' | 'crashed';

export interface RemoteFailure {
  kind: RemoteFailureKind;
  /** For `incompatible`: the clash, e.g. "profile 2.3.0 needs @app/shared ^3.0.0 — this shell has 2.1.0". */
  detail?: string;
}

/** A failed load of a remote, with what kind of failure it was. */
export class RemoteLoadError extends Error {
  constructor(
    readonly failure: RemoteFailure,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'RemoteLoadError';
  }
}

/** How long a remote's manifest, entry or page may take before its fallback shows. */
export const REMOTE_TIMEOUT_MS = 4000;

/** `promise`, or a RemoteLoadError (unreachable) when it has not settled after `ms`. */
export function withTimeout<T>(promise: Promise<T>, what: string, ms = REMOTE_TIMEOUT_MS): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new RemoteLoadError({ kind: 'unreachable' }, `${what} did not answer within ${ms} ms.`)),
      ms,
    );
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

// The federation runtime's words for a shared singleton that does not fit (strictVersion).
const VERSION_CLASH = /of shared singleton module \S+ does not satisfy the requirement/;
// Network failures: fetch, a script or chunk that did not load (or in time).
const NETWORK =
  /Failed to fetch|NetworkError|Load failed|Loading (script|chunk|CSS chunk)|ChunkLoadError|ScriptNetworkError|HTTP \d{3}/i;

/**
 * Ours as they are (by name: each app compiles its own copy of this module); others sorted by
 * their message. `remote` ("profile 2.3.0") names who needed a version that clashed.
 */
export function classifyLoadError(error: unknown, remote?: string): RemoteLoadError {
  if (isRemoteLoadError(error)) return error;
  const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  if (VERSION_CLASH.test(message)) {
    return new RemoteLoadError({ kind: 'incompatible', detail: clashDetail(message, remote) }, message, {
      cause: error,
    });
  }
  const kind = NETWORK.test(message) ? 'unreachable' : 'crashed';
  return new RemoteLoadError({ kind }, message, { cause: error });
}

function isRemoteLoadError(error: unknown): error is RemoteLoadError {
  return error instanceof Error && error.name === 'RemoteLoadError' && 'failure' in error;
}

/** `@app/shared/ui` → `@app/shared`, `react-dom/client` → `react-dom`: what a person knows it by. */
export function packageOf(moduleName: string): string {
  const parts = moduleName.split('/');
  return (moduleName.startsWith('@') ? parts.slice(0, 2) : parts.slice(0, 1)).join('/');
}

/** Who provides a running shared module, from the build's unique name (`shell`, `auth@1.0.0`). */
export function ownerOf(from: string | undefined): string {
  const app = from?.split('@')[0];
  return !app || app === 'shell' ? 'this shell' : `the ${app} app`;
}

/** "Version 1.0.0 from shell of shared singleton module @app/shared/ui does not satisfy the requirement of settings which needs ^3.0.0)" */
function clashDetail(message: string, remote = 'This part of the app'): string | undefined {
  const match =
    /Version (\S+) from (\S+) of shared singleton module (\S+) does not satisfy the requirement of \S+ which needs ([^)\s]+)/.exec(
      message,
    );
  if (!match) return undefined;
  const [, has, from, module, needs] = match;
  return `${remote} needs ${packageOf(module!)} ${needs} — ${ownerOf(from)} has ${has}`;
}

/**
 * What happened, in plain words, about `subject` (a part of the app): only an unreachable remote
 * may be the connection's fault; a crash is ours; a version clash is named.
 */
export function failureMessage({ kind, detail }: RemoteFailure, subject = 'This part of the app'): string {
  switch (kind) {
    case 'incompatible':
      return `${subject} does not fit the version of the app you are running${detail ? ` (${detail})` : ''}. Try again later, once a matching version is released.`;
    case 'crashed':
      return `${subject} stopped because of an error on our side. Try again in a moment.`;
    default:
      return `${subject} did not answer. Check your connection and try again.`;
  }
}
