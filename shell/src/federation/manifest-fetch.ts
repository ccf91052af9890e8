import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * Each remote's mf-manifest.json is fetched once for both its readers: the shell's version check
 * and the federation runtime (whose start-up preload often asks first). Without this the browser
 * fetched it twice (`pnpm bench web`). Only a successful answer is kept; Retry forgets it.
 */
const fetches = new Map<string, Promise<Response>>();

/** The URL as the runtime asks for it: remotes.json's entries are relative to the page. */
const absolute = (url: string) => new URL(url, document.baseURI).href;

export function fetchManifestOnce(url: string): Promise<Response> {
  const key = absolute(url);
  let response = fetches.get(key);
  if (!response) {
    response = fetch(key);
    fetches.set(key, response);
    response.then(
      (answer) => answer.ok || fetches.delete(key),
      () => fetches.delete(key),
    );
  }
  // Each reader gets its own copy of the body.
  return response.then((answer) => answer.clone());
}

/** Before a Retry: the next read of `url` goes to the network. */
export function forgetManifest(url: string): void {
  fetches.delete(absolute(url));
}

/** The runtime's manifest requests go through fetchManifestOnce. */
export const manifestFetchPlugin: ModuleFederationRuntimePlugin = {
  name: 'shell-manifest-once',
  fetch: (url) => (url.endsWith('/mf-manifest.json') ? fetchManifestOnce(url) : undefined),
};
