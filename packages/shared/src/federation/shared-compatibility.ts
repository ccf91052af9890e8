import { satisfy } from '@module-federation/enhanced/runtime';
import { ownerOf, packageOf } from './remote-failure';

/** The part of a remote's mf-manifest.json the check reads. */
export interface RemoteManifest {
  metaData?: { buildInfo?: { buildVersion?: string } };
  shared?: { name: string; requiredVersion?: string | false | null }[];
}

/** The runtime's share scope: module name → version → who provides it and whether it runs already. */
type ShareScope = Record<string, Record<string, { from?: string; loaded?: unknown } | undefined> | undefined>;

/**
 * The first shared singleton the remote needs in a range the running copy does not meet, in plain
 * words ("profile 2.3.0 needs @app/shared ^3.0.0 — this shell has 2.1.0"); none: undefined. Checked
 * on the manifest before the remote's code runs, so an incompatible remote is refused at load.
 */
export function findSharedConflict(remote: string, manifest: RemoteManifest, scope: ShareScope): string | undefined {
  const version = manifest.metaData?.buildInfo?.buildVersion;
  for (const { name, requiredVersion } of manifest.shared ?? []) {
    if (typeof requiredVersion !== 'string') continue;
    const running = Object.entries(scope[name] ?? {}).filter(([, s]) => s?.loaded);
    if (running.length === 0 || running.some(([v]) => satisfy(v, requiredVersion))) continue;
    const [has, provider] = running[0]!;
    return `${remote}${version ? ` ${version}` : ''} needs ${packageOf(name)} ${requiredVersion} — ${ownerOf(provider?.from)} has ${has}`;
  }
  return undefined;
}
