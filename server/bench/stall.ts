/**
 * `pnpm bench stall`: does one account's large data stall everyone else's requests?
 *
 * Starts the real app (PGlite in a temporary DATA_DIR; PostgreSQL with BENCH_DATABASE_URL), gives
 * one user BENCH_ROWS (10 000) tracker rows of 5 000-character notes — written to the database
 * directly: the API keeps an account to 2 000, but an install from before the cap may hold more —
 * then, from another process, runs the account export and the job lists while timing /healthz
 * every 20 ms, and prints the median, p99 and max of /healthz in each phase, and the longest the
 * server's own event loop was held up by its own work (/healthz alone also carries the machine's
 * other load). Figures only: nothing is asserted (the issue's goal: /healthz not stalled beyond
 * 100 ms).
 *
 * Settings (env): BENCH_DATABASE_URL, BENCH_ROWS (10000), BENCH_NOTES (5000 characters).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { jobs } from '../src/db/schema';
import { openBenchDatabase } from './bench-database';

const rows = Number(process.env.BENCH_ROWS ?? 10_000);
const notesLength = Number(process.env.BENCH_NOTES ?? 5_000);
const databaseUrl = process.env.BENCH_DATABASE_URL || undefined;

interface Phase {
  start: number;
  end: number;
  results: Array<{ status: number; bytes: number; ms: number }>;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

async function main() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'jobpilot-bench-stall-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    SECRETS_FILE: path.join(dataDir, 'secrets.json'),
    LOG_LEVEL: 'warn',
    ACCESS_TOKEN_LIFETIME: '1d',
  });
  const database = await openBenchDatabase(dataDir, databaseUrl);
  const app = await buildApp({ config, database, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

  try {
    const registered = await fetch(`${baseUrl}/django/api/accounts/users/register/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        first_name: 'Bench',
        last_name: 'Stall',
        email: 'stall@example.com',
        password: 'correct horse battery',
      }),
    });
    const { token } = (await registered.json()) as { token: string };
    const me = (await (
      await fetch(`${baseUrl}/django/api/accounts/users/me/`, { headers: { authorization: `Bearer ${token}` } })
    ).json()) as { id: number };

    const filling = Date.now();
    const notes = 'n'.repeat(notesLength);
    for (let i = 0; i < rows; i += 500) {
      const batch = Array.from({ length: Math.min(500, rows - i) }, (_, j) => ({
        userId: me.id,
        title: `Job ${i + j}`,
        company: `Company ${i + j}`,
        notes,
      }));
      await database.db.insert(jobs).values(batch);
    }
    console.log(
      `Database: ${database.kind}${databaseUrl ? ' (fresh database on BENCH_DATABASE_URL)' : ` (${dataDir})`}; ` +
        `${rows} tracker rows of ${notesLength} characters written in ${((Date.now() - filling) / 1000).toFixed(1)} s.`,
    );

    const script = path.join(__dirname, 'stall-load.mjs');
    const run = (args: string[]) => {
      const child = spawn(process.execPath, [script, ...args], { stdio: ['pipe', 'pipe', 'inherit'] });
      let output = '';
      child.stdout.on('data', (chunk) => (output += chunk));
      const done = new Promise<string>((resolve) => child.once('exit', () => resolve(output)));
      return { child, done };
    };
    // The server's own event loop, apart from the probe: how late a 10 ms timer ran, counted only
    // as far as the process was busy meanwhile (its CPU time), so the server held up by its own
    // work shows and the machine's other load, which holds up the process as a whole, does not.
    const lags: Array<[number, number]> = [];
    let lastTick = performance.now();
    let lastCpu = process.cpuUsage();
    const ticker = setInterval(() => {
      const now = performance.now();
      const cpu = process.cpuUsage(lastCpu);
      lags.push([Date.now(), Math.min(now - lastTick - 10, (cpu.user + cpu.system) / 1000)]);
      lastTick = now;
      lastCpu = process.cpuUsage();
    }, 10);
    const probe = run(['probe', baseUrl]);
    await new Promise((resolve) => setTimeout(resolve, 500)); // the probe is polling
    const phases = JSON.parse(await run(['load', baseUrl, token]).done) as Record<string, Phase>;
    probe.child.stdin.end();
    const checks = JSON.parse(await probe.done) as Array<[number, number]>;
    clearInterval(ticker);
    const report = Object.fromEntries(
      Object.entries(phases).map(([name, phase]) => [
        name,
        // A check counts for a phase when it started during it (a check started just before and
        // held up by it counts for the phase before: the p99 and max still show the stall).
        {
          ...phase,
          latencies: checks.filter(([at]) => at >= phase.start && at <= phase.end).map(([, ms]) => ms),
          loopLag: Math.max(0, ...lags.filter(([at]) => at >= phase.start && at <= phase.end).map(([, ms]) => ms)),
        },
      ]),
    );

    const row = (cells: string[]) => `| ${cells.map((c, i) => (i ? c.padStart(9) : c.padEnd(40))).join(' | ')} |`;
    console.log('\n/healthz while each phase runs (checked every 20 ms from a process of its own):\n');
    console.log(row(['phase', 'checks', 'median', 'p99', 'max', 'loop max', 'answers']));
    console.log(row(['-'.repeat(40), ...Array<string>(6).fill('-'.repeat(9))]));
    for (const [name, phase] of Object.entries(report)) {
      const sorted = [...phase.latencies].sort((a, b) => a - b);
      const answers = phase.results.map((r) => `${r.status}`).join(' ');
      console.log(
        row([
          name,
          String(sorted.length),
          `${percentile(sorted, 50).toFixed(1)} ms`,
          `${percentile(sorted, 99).toFixed(1)} ms`,
          `${(sorted.at(-1) ?? NaN).toFixed(1)} ms`,
          `${phase.loopLag.toFixed(1)} ms`,
          answers.length > 9 ? `${phase.results.length}×${phase.results[0]?.status}` : answers,
        ]),
      );
    }
    console.log(
      '\n"loop max": the longest the server\'s own event loop was held up by the server\'s work during the' +
        "\nphase (a 10 ms timer's delay, at most the CPU time the process used meanwhile); /healthz" +
        "\nfigures also carry the machine's other load.\n",
    );
    for (const [name, phase] of Object.entries(report)) {
      if (phase.results.length > 4) continue;
      for (const result of phase.results) {
        console.log(
          `  ${name}: ${result.status}, ${(result.bytes / 1024 / 1024).toFixed(1)} MB in ${result.ms.toFixed(0)} ms`,
        );
      }
    }
  } finally {
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

void main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
