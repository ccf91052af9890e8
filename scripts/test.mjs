#!/usr/bin/env node
// `pnpm test`: lint, typecheck, then every suite of the workspace, and one summary line.
// - every package with a jest.config.cjs runs its jest suite; the server's runs on the embedded
//   PGlite and, when TEST_DATABASE_URL is set (CI sets it), again on PostgreSQL;
// - every package with a playwright.config.ts runs its Playwright suite (real Chromium).
// `pnpm test server` runs only the suites whose name starts so (no lint, no typecheck).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const out = mkdtempSync(path.join(os.tmpdir(), 'test-results-'));
const only = process.argv.slice(2);

// A suite that hangs (an open handle, a browser that never closes) fails instead of eating CI's time.
const SUITE_TIMEOUT_MS = 45 * 60 * 1000;

// The bot's browser-driving tests run once, on the embedded database: what they test is the
// browser and the sandbox, and a second pass doubled CI's time. The bot tests whose outcome rests
// on the database itself (the BullMQ queue, two runs racing for one job) run on PostgreSQL too.
const BROWSER_ONLY_BOT_TESTS =
  'src/bot/__tests__/(?!bot-bullmq|bot-concurrent-runs)(bot-[\\w-]+|form-reader)\\.test\\.ts$';
const run = (cmd, args, options = {}) => {
  const result = spawnSync(cmd, args, {
    stdio: 'inherit',
    cwd: root,
    timeout: SUITE_TIMEOUT_MS,
    killSignal: 'SIGKILL',
    ...options,
  });
  if (result.error) console.log(`\n${cmd} ${args.join(' ')}: ${result.error.message}`);
  return result.status ?? 1;
};

/** Workspace package folders, in a stable order: shared first, then the rest by path. */
function workspaceDirs() {
  const patterns = readFileSync(path.join(root, 'pnpm-workspace.yaml'), 'utf8')
    .split('\n')
    .map((line) => /^\s*-\s*['"]?([^'"#]+?)['"]?\s*$/.exec(line)?.[1])
    .filter((p) => p && !p.includes(':'));
  const dirs = [];
  for (const pattern of patterns) {
    if (pattern.endsWith('/*')) {
      const parent = path.join(root, pattern.slice(0, -2));
      if (!existsSync(parent)) continue;
      for (const entry of readdirSync(parent, { withFileTypes: true })) {
        if (entry.isDirectory()) dirs.push(path.join(pattern.slice(0, -2), entry.name));
      }
    } else if (existsSync(path.join(root, pattern))) {
      dirs.push(pattern);
    }
  }
  return dirs
    .filter((d) => existsSync(path.join(root, d, 'package.json')))
    .sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
}
const rank = (dir) => (dir === 'packages/shared' ? 0 : dir === 'server' ? 2 : dir === 'e2e' ? 3 : 1);

const suites = [];
for (const dir of workspaceDirs()) {
  const name = JSON.parse(readFileSync(path.join(root, dir, 'package.json'), 'utf8')).name ?? dir;
  if (existsSync(path.join(root, dir, 'jest.config.cjs'))) {
    if (dir === 'server') {
      suites.push({ name: 'server (pglite)', cwd: dir, kind: 'jest', env: { TEST_DATABASE_URL: '' } });
      if (process.env.TEST_DATABASE_URL) {
        suites.push({
          name: 'server (postgresql)',
          cwd: dir,
          kind: 'jest',
          env: { TEST_DATABASE_URL: process.env.TEST_DATABASE_URL },
          args: ['--testPathIgnorePatterns', BROWSER_ONLY_BOT_TESTS],
        });
      }
    } else {
      suites.push({ name, cwd: dir, kind: 'jest', env: {} });
    }
  }
  if (existsSync(path.join(root, dir, 'playwright.config.ts'))) {
    suites.push({ name: `${name} (playwright)`, cwd: dir, kind: 'playwright', env: {} });
  }
}

// How long each step took, printed with the summary (the figures to compare between commits).
const durations = [];
const timed = (name, step) => {
  const start = Date.now();
  const result = step();
  durations.push(`${name} ${Math.round((Date.now() - start) / 1000)} s`);
  return result;
};

let failedSteps = 0;
if (only.length === 0) {
  console.log('\n▶ lint');
  failedSteps += timed('lint', () => run('pnpm', ['lint'])) === 0 ? 0 : 1;
  console.log('\n▶ typecheck');
  failedSteps += timed('typecheck', () => run('pnpm', ['typecheck'])) === 0 ? 0 : 1;
}

let passed = 0;
let failed = 0;
let skipped = 0;
for (const [i, suite] of suites.entries()) {
  if (only.length && !only.some((o) => suite.name.startsWith(o))) continue;
  console.log(`\n▶ ${suite.name}`);
  const outputFile = path.join(out, `${i}.json`);
  const env = { ...process.env, ...suite.env };
  let status;
  if (suite.kind === 'jest') {
    env.NODE_OPTIONS = `${process.env.NODE_OPTIONS ?? ''} --experimental-vm-modules --disable-warning=ExperimentalWarning`;
    status = timed(suite.name, () =>
      run('pnpm', ['exec', 'jest', '--json', `--outputFile=${outputFile}`, ...(suite.args ?? [])], {
        cwd: path.join(root, suite.cwd),
        env,
      }),
    );
  } else {
    env.PLAYWRIGHT_JSON_OUTPUT_NAME = outputFile;
    status = timed(suite.name, () =>
      run('pnpm', ['exec', 'playwright', 'test', '--reporter=list,json'], { cwd: path.join(root, suite.cwd), env }),
    );
  }
  const counts = existsSync(outputFile) ? readCounts(suite.kind, outputFile) : undefined;
  if (counts) {
    passed += counts.passed;
    failed += counts.failed;
    skipped += counts.skipped;
    if (status !== 0 && counts.failed === 0) {
      // A suite that failed to run, or whose process failed after its tests (a teardown, a hang).
      console.log(`\n${suite.name}: exited with code ${status} although no test failed`);
      failedSteps += 1;
    }
  } else if (status !== 0) {
    console.log(`\n${suite.name}: exited with code ${status} and wrote no results`);
    failedSteps += 1;
  }
}

function readCounts(kind, file) {
  try {
    const report = JSON.parse(readFileSync(file, 'utf8'));
    if (kind === 'jest') {
      return { passed: report.numPassedTests, failed: report.numFailedTests, skipped: report.numPendingTests };
    }
    const s = report.stats ?? {};
    return { passed: (s.expected ?? 0) + (s.flaky ?? 0), failed: s.unexpected ?? 0, skipped: s.skipped ?? 0 };
  } catch {
    return undefined;
  }
}

console.log(`\ntimes: ${durations.join(', ')}`);
if (failedSteps > 0) console.log(`\n${failedSteps} step(s) failed besides the tests counted below.`);
console.log(`\ntests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 || failedSteps > 0 ? 1 : 0);
