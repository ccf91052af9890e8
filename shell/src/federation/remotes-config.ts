import { registerRemotes } from '@module-federation/enhanced/runtime';

/** remote name → URL of its mf-manifest.json, read at start-up (nothing about remotes is in the shell's build). */
export type RemotesConfig = Record<string, string>;

let registered: RemotesConfig = {};

export async function registerRemotesFromConfig(url = '/remotes.json'): Promise<RemotesConfig> {
  try {
    const response = await fetch(url, { cache: 'no-cache' });
    if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
    registered = (await response.json()) as RemotesConfig;
    registerRemotes(Object.entries(registered).map(([name, entry]) => ({ name, entry })));
  } catch (error) {
    console.error('Could not read the remotes configuration', error);
  }
  return registered;
}

/** After a failed load: register the remote again so its manifest is fetched afresh. */
export function reRegisterRemote(name: string): void {
  const entry = registered[name];
  if (entry) registerRemotes([{ name, entry }], { force: true });
}

export function isRemoteConfigured(name: string): boolean {
  return name in registered;
}
