#!/usr/bin/env node
// `pnpm test`: lint, typecheck, then every jest suite — the server's on the embedded PGlite and,
// when TEST_DATABASE_URL is set (CI sets it), again on PostgreSQL. Ends with one summary line.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const out = mkdtempSync(path.join(os.tmpdir(), 'jest-results-'));
const only = process.argv.slice(2); // e.g. `pnpm test server` runs the suites whose name starts so

const run = (cmd, args, options = {}) => {
  const result = spawnSync(cmd, args, { stdio: 'inherit', cwd: root, ...options });
  return result.status ?? 1;
};

const suites = [
  { name: 'shared', cwd: 'packages/shared', env: {} },
  { name: 'server (pglite)', cwd: 'server', env: { TEST_DATABASE_URL: '' } },
];
if (process.env.TEST_DATABASE_URL) {
  suites.push({
    name: 'server (postgresql)',
    cwd: 'server',
    env: { TEST_DATABASE_URL: process.env.TEST_DATABASE_URL },
  });
}

let failedSteps = 0;
if (only.length === 0) {
  console.log('\n▶ lint');
  failedSteps += run('pnpm', ['lint']) === 0 ? 0 : 1;
  console.log('\n▶ typecheck');
  failedSteps += run('pnpm', ['typecheck']) === 0 ? 0 : 1;
}

let passed = 0;
let failed = 0;
for (const [i, suite] of suites.entries()) {
  if (only.length && !only.some((o) => suite.name.startsWith(o))) continue;
  console.log(`\n▶ ${suite.name}`);
  const outputFile = path.join(out, `${i}.json`);
  const status = run('pnpm', ['exec', 'jest', '--json', `--outputFile=${outputFile}`], {
    cwd: path.join(root, suite.cwd),
    env: {
      ...process.env,
      ...suite.env,
      NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --experimental-vm-modules --disable-warning=ExperimentalWarning`,
    },
  });
  if (existsSync(outputFile)) {
    const report = JSON.parse(readFileSync(outputFile, 'utf8'));
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    if (status !== 0 && report.numFailedTests === 0) failedSteps += 1; // a suite that failed to run
  } else if (status !== 0) {
    failedSteps += 1;
  }
}

if (failedSteps > 0) console.log(`\n${failedSteps} step(s) failed besides the tests counted below.`);
console.log(`\ntests: ${passed} passed, ${failed} failed`);
process.exit(failed > 0 || failedSteps > 0 ? 1 : 0);
