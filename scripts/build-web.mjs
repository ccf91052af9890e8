// Builds each browser app (shell and every remote) whose dist is missing or older than its sources.
// `node scripts/build-web.mjs` on its own; scripts/start.mjs and the e2e setup import it.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

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

export function isStale(dir) {
  const manifest = path.join(root, dir, 'dist', 'mf-manifest.json');
  if (!existsSync(manifest)) return true;
  const sources = newest([path.join(root, dir, 'src'), path.join(root, dir, 'package.json'), ...commonSources]);
  return sources > statSync(manifest).mtimeMs;
}

/** Builds the stale apps; throws when a build fails. Returns the apps built. */
export function buildWebIfStale({ force = false } = {}) {
  const stale = webApps().filter((dir) => force || isStale(dir));
  for (const dir of stale) {
    console.log(`building ${dir}…`);
    const result = spawnSync('pnpm', ['--dir', dir, 'build'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
    if (result.status !== 0) throw new Error(`The build of ${dir} failed.`);
  }
  return stale;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const built = buildWebIfStale({ force: process.argv.includes('--force') });
  console.log(built.length ? `built ${built.join(', ')}` : 'browser apps are up to date');
}
