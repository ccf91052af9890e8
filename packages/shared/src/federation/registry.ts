// Remote name → the URL of its mf-manifest.json, as remotes.json names it. One list per page, kept
// on the page's global object: every app compiles its own copy of this package, and the searches
// remote finds the settings remote the shell registered.

const KEY = Symbol.for('jobpilot.remotes');
type Registry = Map<string, string>;

function registry(): Registry {
  const holder = globalThis as { [KEY]?: Registry };
  return (holder[KEY] ??= new Map());
}

/** Registers (or moves, after a deploy) a remote. */
export function registerRemote(name: string, manifestUrl: string): void {
  registry().set(name, manifestUrl);
}

/** The URL of the remote's manifest; undefined when it is not registered. */
export function remoteManifestUrl(name: string): string | undefined {
  return registry().get(name);
}
