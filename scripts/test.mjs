#!/usr/bin/env node
// `pnpm test`: lint, typecheck, then every suite of the workspace, and one summary line.
// - every package with a jest.config.cjs runs its jest suite; the server's runs on the embedded
//   PGlite and, when TEST_DATABASE_URL is set (CI sets it), again on PostgreSQL;
// - every package with a playwright.config.ts runs its Playwright suite (real Chromium).
// `pnpm test server` runs only the suites whose name starts so (no lint, no typecheck).
//
// Two lanes run side by side, one per core. The server's suite on PGlite, the longest step (42 min
// in one piece on CI, 2026-11-27), is cut into shards that both lanes take from one queue: one lane
// starts on them at once, the other after lint, typecheck, the packages' suites and the server on
// PostgreSQL, so the lanes end within about a shard of each other. The Playwright suites, whose
// checks watch a real browser's timing, run last with the machine to themselves. Each step's
// output is printed whole when it ends, so the log reads one step at a time.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const out = mkdtempSync(path.join(os.tmpdir(), 'test-results-'));
const only = process.argv.slice(2);

// A suite that hangs (an open handle, a browser that never closes) fails instead of eating CI's time.
// The longest step, the server on PostgreSQL, takes about 17 min on CI: 30 min leaves it room on a
// slower machine, and a killed step still leaves the run inside CI's 90.
const SUITE_TIMEOUT_MS = 30 * 60 * 1000;

// Six shards of ~20 test files each (jest's --shard, by a hash of the path): small enough that the
// lanes end close together, few enough that jest's start-up (a few seconds each) does not count.
const PGLITE_SHARDS = 6;

// The bot's browser-driving tests run once, on the embedded database: what they test is the
// browser and the sandbox, and a second pass doubled CI's time. The bot tests whose outcome rests
// on the database itself (the BullMQ queue, two runs racing for one job) run on PostgreSQL too.
const BROWSER_ONLY_BOT_TESTS =
  'src/bot/__tests__/(?!bot-bullmq|bot-concurrent-runs)(bot-[\\w-]+|form-reader)\\.test\\.ts$';

// Every step runs in its own process group; an interrupted `pnpm test` takes them all down with it.
const running = new Set();
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const pid of running) killGroup(pid);
    process.exit(130);
  });
}
function killGroup(pid) {
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {
    // already gone
  }
}

/** Runs a command in its own process group; answers its exit status and everything it printed. */
function run(cmd, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: root, detached: true, stdio: ['ignore', 'pipe', 'pipe'], ...options });
    running.add(child.pid);
    const chunks = [];
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    let note = '';
    // The whole group: a test runner's own children (browsers, servers) go with it.
    const timer = setTimeout(() => {
      note = `\n${cmd} ${args.join(' ')}: killed after ${SUITE_TIMEOUT_MS / 60000} minutes\n`;
      killGroup(child.pid);
    }, SUITE_TIMEOUT_MS);
    child.on('error', (error) => {
      note = `\n${cmd} ${args.join(' ')}: ${error.message}\n`;
    });
    child.on('close', (status) => {
      clearTimeout(timer);
      running.delete(child.pid);
      resolve({ status: status ?? 1, output: Buffer.concat(chunks).toString() + note });
    });
  });
}

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
      for (let shard = 1; shard <= PGLITE_SHARDS; shard += 1) {
        suites.push({
          name: `server (pglite ${shard}/${PGLITE_SHARDS})`,
          cwd: dir,
          kind: 'jest',
          lane: 'queue',
          env: { TEST_DATABASE_URL: '' },
          args: [`--shard=${shard}/${PGLITE_SHARDS}`],
        });
      }
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
    suites.push({ name: `${name} (playwright)`, cwd: dir, kind: 'playwright', lane: 'last', env: {} });
  }
}

// How long each step took, printed with the summary (the figures to compare between commits).
const durations = [];
let passed = 0;
let failed = 0;
let skipped = 0;
let failedSteps = 0;

/** Runs one step, prints its output whole, and counts it. */
async function step(name, cmd, args, options, resultsFile, kind) {
  const start = Date.now();
  const { status, output } = await run(cmd, args, options);
  const seconds = Math.round((Date.now() - start) / 1000);
  durations.push(`${name} ${seconds} s`);
  process.stdout.write(`\n▶ ${name} (${seconds} s)\n${output}`);
  if (!resultsFile) {
    if (status !== 0) failedSteps += 1;
    return;
  }
  const counts = existsSync(resultsFile) ? readCounts(kind, resultsFile) : undefined;
  if (counts) {
    passed += counts.passed;
    failed += counts.failed;
    skipped += counts.skipped;
    if (status !== 0 && counts.failed === 0) {
      // A suite that failed to run, or whose process failed after its tests (a teardown, a hang).
      console.log(`\n${name}: exited with code ${status} although no test failed`);
      failedSteps += 1;
    }
  } else if (status !== 0) {
    console.log(`\n${name}: exited with code ${status} and wrote no results`);
    failedSteps += 1;
  }
}

function suiteStep(suite) {
  const outputFile = path.join(out, `${suites.indexOf(suite)}.json`);
  const env = { ...process.env, ...suite.env };
  const cwd = path.join(root, suite.cwd);
  if (suite.kind === 'jest') {
    env.NODE_OPTIONS = `${process.env.NODE_OPTIONS ?? ''} --experimental-vm-modules --disable-warning=ExperimentalWarning`;
    // forceExit: a handle left open after the last test is reported by jest, not waited on.
    const args = ['exec', 'jest', '--json', `--outputFile=${outputFile}`, '--forceExit', ...(suite.args ?? [])];
    return step(suite.name, 'pnpm', args, { cwd, env }, outputFile, 'jest');
  }
  env.PLAYWRIGHT_JSON_OUTPUT_NAME = outputFile;
  return step(suite.name, 'pnpm', ['exec', 'playwright', 'test', '--reporter=list,json'], { cwd, env }, outputFile);
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

const chosen = suites.filter((suite) => only.length === 0 || only.some((o) => suite.name.startsWith(o)));
const inLane = (lane) => chosen.filter((suite) => suite.lane === lane);

const queue = inLane('queue');
/** Runs the queue's steps one after another until the queue is empty (the other lane takes some). */
async function takeFromQueue() {
  for (let suite = queue.shift(); suite; suite = queue.shift()) await suiteStep(suite);
}

const startedAt = Date.now();
await Promise.all([
  takeFromQueue(),
  (async () => {
    if (only.length === 0) {
      await step('lint', 'pnpm', ['lint']);
      await step('typecheck', 'pnpm', ['typecheck']);
    }
    for (const suite of inLane(undefined)) await suiteStep(suite);
    await takeFromQueue();
  })(),
]);
for (const suite of inLane('last')) await suiteStep(suite);

console.log(`\ntimes: ${durations.join(', ')}; all ${Math.round((Date.now() - startedAt) / 1000)} s`);
if (failedSteps > 0) console.log(`\n${failedSteps} step(s) failed besides the tests counted below.`);
console.log(`\ntests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 || failedSteps > 0 ? 1 : 0);
