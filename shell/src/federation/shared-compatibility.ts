import { satisfy } from '@module-federation/enhanced/runtime';

/** The part of a remote's mf-manifest.json that says what it was built with. */
export interface RemoteManifest {
  metaData?: { buildInfo?: { buildVersion?: string } };
  shared?: { name: string; requiredVersion?: string | false | null }[];
}

/** The federation runtime's share scope: module name → version → where it came from, whether it runs. */
export type ShareScope = Record<string, Record<string, { from?: string; loaded?: boolean; lib?: unknown }>>;

/** `@app/shared/ui` → `@app/shared`, `react-dom/client` → `react-dom`: what a person knows it by. */
function packageOf(moduleName: string): string {
  const parts = moduleName.split('/');
  return (moduleName.startsWith('@') ? parts.slice(0, 2) : parts.slice(0, 1)).join('/');
}

/**
 * The first shared singleton the remote needs in a range the running copy does not meet, in plain
 * words ("profile 2.3.0 needs @app/shared ^3.0.0 — this shell has 2.1.0"); none: undefined. Checked
 * on the manifest before the remote's code runs, so an incompatible remote is refused at load.
 */
export function findSharedConflict(remote: string, manifest: RemoteManifest, scope: ShareScope): string | undefined {
  const version = manifest.metaData?.buildInfo?.buildVersion;
  for (const { name, requiredVersion } of manifest.shared ?? []) {
    if (typeof requiredVersion !== 'string') continue;
    const running = Object.entries(scope[name] ?? {}).filter(([, s]) => s.loaded || typeof s.lib === 'function');
    if (running.length === 0 || running.some(([v]) => satisfy(v, requiredVersion))) continue;
    const [has, { from }] = running[0]!;
    const owner = !from || from === 'shell' ? 'this shell' : `the ${from} app`;
    return `${remote}${version ? ` ${version}` : ''} needs ${packageOf(name)} ${requiredVersion} — ${owner} has ${has}`;
  }
  return undefined;
}
