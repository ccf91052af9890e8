// A remote's production build lands in `<dist>/<version>/` and a built version is never
// overwritten: open tabs keep loading that version's chunks until they reload. The build writes
// into a staging folder; when it succeeds the folder becomes `<version>/`, or is dropped when that
// version exists with the same files, or fails the build when it exists with other files (bump the
// version: `pnpm version:bump <app> patch`).
const { createHash } = require('node:crypto');
const { existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync } = require('node:fs');
const path = require('node:path');

/** Every file under `dir` with the hash of its content, as one comparable string. */
function fingerprint(dir) {
  const lines = [];
  const walk = (folder) => {
    for (const name of readdirSync(folder).sort()) {
      const file = path.join(folder, name);
      if (statSync(file).isDirectory()) walk(file);
      else lines.push(`${path.relative(dir, file)} ${createHash('sha256').update(readFileSync(file)).digest('hex')}`);
    }
  };
  walk(dir);
  return lines.join('\n');
}

class ImmutableVersionPlugin {
  /** @param {{ staging: string, target: string, label: string }} options label: e.g. `profile 1.2.0` */
  constructor({ staging, target, label }) {
    this.options = { staging, target, label };
  }

  apply(compiler) {
    const { staging, target, label } = this.options;
    compiler.hooks.done.tap('ImmutableVersionPlugin', (stats) => {
      if (stats.hasErrors() || !existsSync(staging)) {
        rmSync(staging, { recursive: true, force: true });
        return;
      }
      if (!existsSync(target)) {
        renameSync(staging, target);
        return;
      }
      const same = fingerprint(staging) === fingerprint(target);
      rmSync(staging, { recursive: true, force: true });
      if (same) return;
      throw new Error(
        `${label} is already built in ${target} with other files, and a built version is never overwritten: bump the version (pnpm version:bump <app> patch).`,
      );
    });
  }
}

module.exports = { ImmutableVersionPlugin };
