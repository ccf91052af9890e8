import { getInstance, loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { SettingsComponents } from './settings-components';

const REMOTE = 'settings';
const REMOTES_CONFIG_URL = '/remotes.json';

let pending: Promise<SettingsComponents> | null = null;

/**
 * The settings remote's dialogs, loaded once at run time. A failure is not cached, so a Retry
 * loads again (with the remote registered afresh, since a failed manifest may be cached).
 */
export function loadSettingsComponents(): Promise<SettingsComponents> {
  pending ??= load().catch((error: unknown) => {
    pending = null;
    throw error;
  });
  return pending;
}

async function load(): Promise<SettingsComponents> {
  await ensureRegistered();
  const module = await loadRemote<SettingsComponents>(`${REMOTE}/components`);
  if (!module || typeof module.LinkedinCredentialsDialog !== 'function') {
    throw new Error('The settings app did not provide its components.');
  }
  return module;
}

/**
 * The shell registers every remote of remotes.json on its own federation instance. This remote's
 * instance is another one, so it registers `settings` itself from the same file when it does not
 * know it yet (e.g. on the standalone dev page or with a runtime of its own).
 */
async function ensureRegistered(): Promise<void> {
  const instance = getInstance();
  if (instance?.options.remotes.some((remote) => remote.name === REMOTE)) return;
  const response = await fetch(REMOTES_CONFIG_URL, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`${REMOTES_CONFIG_URL}: HTTP ${response.status}`);
  const entry = ((await response.json()) as Record<string, string>)[REMOTE];
  if (!entry) throw new Error('The settings app is not configured.');
  registerRemotes([{ name: REMOTE, entry }], { force: true });
}
