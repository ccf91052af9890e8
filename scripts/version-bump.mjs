// Releases an app: bumps the version in its package.json and notes why in its CHANGELOG.md.
//   pnpm version:bump <app> <major|minor|patch> ["what changed"]
// <app>: shell, shared (packages/shared) or a remote's folder name (auth, profile, searches, settings).
// A remote's next build then lands in dist/<new version>/ beside the versions already deployed.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { readArguments } from './read-arguments.mjs';

const root = path.resolve(import.meta.dirname, '..');
const LEVELS = ['major', 'minor', 'patch'];
const USAGE =
  'Usage: pnpm version:bump <shell|shared|auth|profile|searches|settings> <major|minor|patch> ["what changed"]';

/** The folder of an app named on the command line. */
export function appDir(app) {
  if (app === 'shell') return 'shell';
  if (app === 'shared') return path.join('packages', 'shared');
  return path.join('remotes', app);
}

/** `1.2.3` bumped at `level`; a pre-release or build suffix is dropped. */
export function bump(version, level) {
  const match = /^(\d+)\.(\d+)\.(\d+)/.exec(version);
  if (!match) throw new Error(`"${version}" is not a semver version.`);
  const [major, minor, patch] = match.slice(1).map(Number);
  if (level === 'major') return `${major + 1}.0.0`;
  if (level === 'minor') return `${major}.${minor + 1}.0`;
  return `${major}.${minor}.${patch + 1}`;
}

function main([app, level, note]) {
  if (!LEVELS.includes(level)) throw new Error(`The level is major, minor or patch (got "${level}").\n\n${USAGE}`);
  const dir = path.join(root, appDir(app));
  const manifestFile = path.join(dir, 'package.json');
  if (!existsSync(manifestFile)) throw new Error(`No app "${app}" (looked for ${path.relative(root, manifestFile)}).`);
  const text = readFileSync(manifestFile, 'utf8');
  const { name, version } = JSON.parse(text);
  const next = bump(version, level);
  writeFileSync(manifestFile, text.replace(/("version":\s*")[^"]+(")/, `$1${next}$2`));
  const changelog = path.join(dir, 'CHANGELOG.md');
  const previous = existsSync(changelog) ? readFileSync(changelog, 'utf8').replace(/^# .*\n+/, '') : '';
  const entry = `## ${next} (${new Date().toISOString().slice(0, 10)})\n\n- ${note || `${level} release`}\n`;
  writeFileSync(changelog, `# ${name}\n\n${entry}${previous ? `\n${previous}` : ''}`);
  console.log(`${name}: ${version} → ${next}`);
  if (app === 'shared') {
    console.log('Every app built from now on requires @app/shared ^' + next + ': rebuild and release the remotes too.');
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    // A note of several words must be quoted: a fourth argument is refused, never dropped.
    main(readArguments(USAGE, { positionals: [2, 3] }).positionals);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
