import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** A file in a remote's dist naming the version to serve instead of the newest (a rollback, a hold). */
const PIN_FILE = 'pinned-version';

/**
 * The versions of a remote built under `<distDir>/<version>/` (each a folder with its
 * mf-manifest.json), newest build first.
 */
function builtVersions(distDir: string): string[] {
  if (!existsSync(distDir)) return [];
  return readdirSync(distDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.'))
    .map((entry) => ({ version: entry.name, manifest: path.join(distDir, entry.name, 'mf-manifest.json') }))
    .filter(({ manifest }) => existsSync(manifest))
    .map(({ version, manifest }) => ({ version, builtAt: statSync(manifest).mtimeMs }))
    .sort((a, b) => b.builtAt - a.builtAt || b.version.localeCompare(a.version))
    .map(({ version }) => version);
}

/**
 * The version of a remote to serve: the one its pin file names (when built), else the newest
 * build. Undefined while none is built.
 */
export function currentVersion(distDir: string): string | undefined {
  const versions = builtVersions(distDir);
  const pinFile = path.join(distDir, PIN_FILE);
  const pinned = existsSync(pinFile) ? readFileSync(pinFile, 'utf8').trim() : '';
  return pinned && versions.includes(pinned) ? pinned : versions[0];
}
