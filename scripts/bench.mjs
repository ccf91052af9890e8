#!/usr/bin/env node
// `pnpm bench <name>` runs the `bench:<name>` script of the package that has it: the server's
// (e.g. `pnpm bench api`) or the browser side's (e2e, shell: e.g. `pnpm bench web`). What follows `--`
// goes to the benchmark (`pnpm bench answers -- --verbose`).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { readArguments } from './read-arguments.mjs';

const root = path.resolve(import.meta.dirname, '..');
const packages = ['server', 'e2e', 'shell'].filter((dir) => existsSync(path.join(root, dir, 'package.json')));
const benches = new Map();
for (const dir of packages) {
  const { scripts = {} } = JSON.parse(readFileSync(path.join(root, dir, 'package.json'), 'utf8'));
  for (const script of Object.keys(scripts)) {
    if (script.startsWith('bench:') && !benches.has(script.slice('bench:'.length))) {
      benches.set(script.slice('bench:'.length), dir);
    }
  }
}
const usage = `Usage: pnpm bench <${[...benches.keys()].join('|')}> [-- options of the benchmark]`;
const [name, ...rest] = readArguments(usage, { positionals: [0, Infinity] }).positionals;

if (!name || !benches.has(name)) {
  if (name) console.error(`Unknown benchmark "${name}".`);
  console.error(usage);
  process.exit(1);
}
const result = spawnSync('pnpm', ['--dir', benches.get(name), `bench:${name}`, ...rest], {
  stdio: 'inherit',
  cwd: root,
});
process.exit(result.status ?? 1);
