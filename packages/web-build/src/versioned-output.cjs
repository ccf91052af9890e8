const path = require('node:path');
const { ImmutableVersionPlugin } = require('./immutable-version-plugin.cjs');

/**
 * Where a remote's production build goes: a staging folder in `distDir`, moved to
 * `distDir/<version>/` once built (served as `/remotes/<name>/<version>/`), never overwritten.
 */
function versionedOutput({ distDir, name, version }) {
  if (!/^[0-9A-Za-z][0-9A-Za-z.+-]*$/.test(version)) {
    throw new Error(`${name}: "${version}" cannot name a release folder (use a semver version such as 1.2.0).`);
  }
  const staging = path.join(distDir, `.staging-${version}-${process.pid}`);
  const target = path.join(distDir, version);
  return { staging, plugin: new ImmutableVersionPlugin({ staging, target, label: `${name} ${version}` }) };
}

module.exports = { versionedOutput };
