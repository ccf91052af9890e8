// The versions behind the shared singletons: what an app's build provides (the installed version)
// and what it requires (the range in its package.json). A remote whose requirement the shell's copy
// does not meet is refused when it loads (strictVersion), and the shell's fallback names the clash.
const { existsSync, readFileSync } = require('node:fs');
const path = require('node:path');

const sharedDir = path.resolve(__dirname, '../../shared');

/** The npm package a shared module comes from: `react/jsx-runtime` → `react`, `@app/shared/ui` → `@app/shared`. */
function packageOf(moduleName) {
  const parts = moduleName.split('/');
  return moduleName.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

function readJson(file) {
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** The installed version of a package, as the app at `dir` resolves it (pnpm links direct dependencies). */
function installedVersion(pkgName, dir) {
  if (pkgName === '@app/shared') return readJson(path.join(sharedDir, 'package.json')).version;
  for (const from of [dir, sharedDir]) {
    const file = path.join(from, 'node_modules', pkgName, 'package.json');
    if (existsSync(file)) return readJson(file).version;
  }
  throw new Error(`Cannot find the installed version of ${pkgName} (a shared singleton) from ${dir}.`);
}

/**
 * What an app built with `version` of a workspace package (`@app/shared`) requires of the running
 * copy: the same major. Its singletons (the API instance, the session store, the live bus, the
 * router, the UI kit) keep their API within a major, so a remote built against a newer minor runs
 * in a shell built with an older one, and the reverse; a change to a singleton's API is a new major.
 */
function workspaceRange(version) {
  const [major] = version.split('.');
  return `^${major}.0.0`;
}

/**
 * `{ version, requiredVersion }` of one shared module for the app at `dir`: the range its package.json
 * declares, or for a workspace package (`workspace:*` says nothing about compatibility) its major.
 */
function sharedVersionOf(moduleName, dir) {
  const pkgName = packageOf(moduleName);
  const version = installedVersion(pkgName, dir);
  const manifest = readJson(path.join(dir, 'package.json'));
  const declared = { ...manifest.peerDependencies, ...manifest.devDependencies, ...manifest.dependencies }[pkgName];
  const range = declared && !declared.startsWith('workspace:') ? declared : workspaceRange(version);
  return { version, requiredVersion: range };
}

module.exports = { sharedVersionOf, workspaceRange };
