import { getInstance, registerRemotes } from '@module-federation/enhanced/runtime';

// Remote name → the URL of its mf-manifest.json, as remotes.json names it, registered with this
// app's federation runtime. The list is also kept on the page's global object: every app compiles
// its own copy of this package, and the searches remote finds the settings remote the shell
// registered (its runtime instance is another one).

const KEY = Symbol.for('jobpilot.remotes');
type Registry = Map<string, string>;

function registry(): Registry {
  const holder = globalThis as { [KEY]?: Registry };
  return (holder[KEY] ??= new Map());
}

const absolute = (url: string) => new URL(url, document.baseURI).href;

/** The runtime's registration of `name`, replaced (`force`) when it names another URL. */
function registerWithRuntime(name: string, entry: string, force: boolean): void {
  const instance = getInstance();
  if (!instance) return; // a build without federation (jest, the bench's single bundle)
  const registered = instance.options.remotes.find((remote) => remote.name === name);
  const same = registered && 'entry' in registered && absolute(registered.entry) === absolute(entry);
  if (same && !force) return;
  registerRemotes([{ name, entry }], { force: Boolean(registered) });
}

/** Registers (or moves, after a deploy) a remote. */
export function registerRemote(name: string, manifestUrl: string): void {
  registry().set(name, manifestUrl);
  registerWithRuntime(name, manifestUrl, false);
}

/**
 * Before a Retry: registers the remote again, so that the runtime forgets what it kept of it — its
 * manifest, a failed or hung load, its module — and loads it anew.
 */
export function registerRemoteAfresh(name: string): void {
  const entry = registry().get(name);
  if (entry) registerWithRuntime(name, entry, true);
}

/** The URL of the remote's manifest; undefined when it is not registered. */
export function remoteManifestUrl(name: string): string | undefined {
  return registry().get(name);
}

/**
 * The remote's manifest URL, registered with this app's runtime too (the shell may have registered
 * it on the page, for its own runtime only); undefined when it is not registered.
 */
export function registeredEntry(name: string): string | undefined {
  const entry = registry().get(name);
  if (entry) registerWithRuntime(name, entry, false);
  return entry;
}
