import {
  classifyLoadError,
  loadRemoteModule,
  registerRemote,
  registerRemoteAfresh,
  remoteManifestUrl,
  withTimeout,
} from '@app/shared/federation';
import type { SettingsComponents } from '@app/shared/ui';

const REMOTE = 'settings';
const REMOTES_CONFIG_URL = '/remotes.json';

let pending: Promise<SettingsComponents> | null = null;

/**
 * The settings remote's dialogs, loaded once at run time within the remotes' time limit. A failure
 * (a RemoteLoadError: unreachable, incompatible or crashed) is not cached, so a Retry loads again.
 */
export function loadSettingsComponents(): Promise<SettingsComponents> {
  pending ??= load().catch((error: unknown) => {
    pending = null;
    throw classifyLoadError(error);
  });
  return pending;
}

/**
 * Before a Retry, after a failed load or a dialog that crashed: forgets the loaded module and
 * registers the remote again at the URL remotes.json names now (a fixed deploy is a new version).
 */
export async function reloadSettingsComponents(): Promise<void> {
  pending = null;
  await registerFromConfig().catch((error: unknown) => console.error('Could not read remotes.json again', error));
}

async function load(): Promise<SettingsComponents> {
  // The shell registers every remote of remotes.json; the standalone dev page does not.
  if (!remoteManifestUrl(REMOTE)) await registerFromConfig();
  const module = await loadRemoteModule<SettingsComponents>(REMOTE, './components');
  if (!module || typeof module.LinkedinCredentialsDialog !== 'function') {
    throw new Error('The settings app did not provide its components.');
  }
  return module;
}

async function registerFromConfig(): Promise<void> {
  const response = await withTimeout(fetch(REMOTES_CONFIG_URL, { cache: 'no-cache' }), REMOTES_CONFIG_URL);
  if (!response.ok) throw new Error(`${REMOTES_CONFIG_URL}: HTTP ${response.status}`);
  const value = ((await response.json()) as Record<string, string | { entry?: string } | undefined>)[REMOTE];
  const entry = typeof value === 'string' ? value : value?.entry;
  if (!entry) throw new Error('The settings app is not configured.');
  registerRemote(REMOTE, entry);
  registerRemoteAfresh(REMOTE);
}
