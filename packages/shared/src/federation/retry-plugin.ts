// Module Federation's retry plugin, for remote entry scripts only (listed with runtime-plugin.ts in
// every app's `runtimePlugins`): one more try, soon, after a script that failed to load, within the
// remotes' time limit the shell keeps. Its `fetch` part is left out: it would ask for every
// manifest again, the copies the page came with included (runtime-plugin.ts reads those).
import { RetryPlugin } from '@module-federation/retry-plugin';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

export default function entryRetryPlugin(): ModuleFederationRuntimePlugin {
  const { fetch: _manifests, ...scripts } = RetryPlugin({ script: { retryTimes: 1, retryDelay: 300 } });
  return { ...scripts, name: 'jobpilot-entry-retry' } as ModuleFederationRuntimePlugin;
}
