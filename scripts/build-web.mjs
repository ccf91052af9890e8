// Builds each browser app (shell and every remote) whose dist is missing or older than its sources.
// `node scripts/build-web.mjs` on its own; scripts/start.mjs and the e2e setup import it.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { readArguments } from './read-arguments.mjs';

const root = path.resolve(import.meta.dirname, '..');

/** The shell and every remote folder with a package.json. */
export function webApps() {
  const remotes = existsSync(path.join(root, 'remotes'))
    ? readdirSync(path.join(root, 'remotes')).map((name) => path.join('remotes', name))
    : [];
  return ['shell', ...remotes].filter((dir) => existsSync(path.join(root, dir, 'package.json')));
}

/** Newest modification time under the given paths (folders walked, node_modules and dist skipped). */
function newest(paths) {
  let latest = 0;
  const walk = (p) => {
    if (!existsSync(p)) return;
    const stat = statSync(p);
    if (stat.isDirectory()) {
      for (const entry of readdirSync(p)) if (entry !== 'node_modules' && entry !== 'dist') walk(path.join(p, entry));
    } else {
      latest = Math.max(latest, stat.mtimeMs);
    }
  };
  paths.forEach(walk);
  return latest;
}

// What every app's build depends on besides its own folder.
const commonSources = ['packages/shared/src', 'packages/shared/package.json', 'packages/web-build/src'].map((p) =>
  path.join(root, p),
);

/** The app's built manifests: the shell's dist/mf-manifest.json, a remote's dist/<version>/mf-manifest.json. */
function builtManifests(dir) {
  const dist = path.join(root, dir, 'dist');
  const folders =
    dir === 'shell' || !existsSync(dist) ? [''] : readdirSync(dist).filter((name) => !name.startsWith('.'));
  return folders.map((folder) => path.join(dist, folder, 'mf-manifest.json')).filter((file) => existsSync(file));
}

export function isStale(dir) {
  const manifests = builtManifests(dir);
  if (manifests.length === 0) return true;
  const sources = newest([path.join(root, dir, 'src'), path.join(root, dir, 'package.json'), ...commonSources]);
  return sources > Math.max(...manifests.map((file) => statSync(file).mtimeMs));
}

/**
 * A remote's release folders are never overwritten. When its package.json version is built already
 * and its sources changed since (local work before a release), the local build gets a version of
 * its own, `<version>-dev.<UTC time>`; a release bumps the version (pnpm version:bump).
 */
function localBuildVersion(dir) {
  if (dir === 'shell') return undefined;
  const { version } = JSON.parse(readFileSync(path.join(root, dir, 'package.json'), 'utf8'));
  if (!existsSync(path.join(root, dir, 'dist', version))) return undefined;
  return `${version}-dev.${new Date().toISOString().replace(/\D/g, '').slice(0, 14)}`;
}

/** Builds the stale apps; throws when a build fails. Returns the apps built. */
export function buildWebIfStale({ force = false } = {}) {
  const stale = webApps().filter((dir) => force || isStale(dir));
  for (const dir of stale) {
    const version = localBuildVersion(dir);
    console.log(`building ${dir}${version ? ` as ${version}` : ''}…`);
    const result = spawnSync('pnpm', ['--dir', dir, 'build'], {
      cwd: root,
      env: version ? { ...process.env, MF_BUILD_VERSION: version } : process.env,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    if (result.status !== 0) throw new Error(`The build of ${dir} failed.`);
  }
  return stale;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values } = readArguments('Usage: pnpm build:web [--force]   (--force: rebuild every app, stale or not)', {
    options: { force: { type: 'boolean' } },
  });
  const built = buildWebIfStale({ force: values.force });
  console.log(built.length ? `built ${built.join(', ')}` : 'browser apps are up to date');
}
