#!/usr/bin/env node
// `pnpm bench <name>` runs the server's `bench:<name>` script, e.g. `pnpm bench api`.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const { scripts = {} } = JSON.parse(readFileSync(path.join(root, 'server/package.json'), 'utf8'));
const names = Object.keys(scripts)
  .filter((s) => s.startsWith('bench:'))
  .map((s) => s.slice('bench:'.length));
const [name, ...rest] = process.argv.slice(2);

if (!name || !names.includes(name)) {
  if (name) console.error(`Unknown benchmark "${name}".`);
  console.error(`Usage: pnpm bench <${names.join('|')}>`);
  process.exit(1);
}
const result = spawnSync('pnpm', ['--filter', 'server', `bench:${name}`, ...rest], { stdio: 'inherit', cwd: root });
process.exit(result.status ?? 1);
