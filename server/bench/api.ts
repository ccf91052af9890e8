/**
 * `pnpm bench api`: how much of the server's raw speed the dashboard's list keeps.
 *
 * Starts the real app (PGlite in a temporary DATA_DIR; PostgreSQL with BENCH_DATABASE_URL), seeds
 * one user with 50 job searches, adds a bare JSON route to the same server, then loads
 * GET /django/api/job-search/ and the bare route in turn with autocannon, alternating, and reports
 * medians. Goals: list/bare ≥ 0.35 and list p99 ≤ 20 ms at 64 connections.
 *
 * Settings (env): BENCH_DATABASE_URL, BENCH_SECONDS (10), BENCH_CONNECTIONS (64), BENCH_ROUNDS (3),
 * BENCH_LOGS=off to drop the request log (by default the app logs at info, as in production,
 * to /dev/null).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openBenchDatabase } from './bench-database';
import { median } from './median';
import { runAutocannon, type LoadResult } from './run-autocannon';
import { seedUserWithSearches } from './seed';

const SEARCHES = 50;
const GOAL_RATIO = 0.35;
const GOAL_P99_MS = 20;

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 64);
const rounds = Math.max(2, Number(process.env.BENCH_ROUNDS ?? 3));
const logs = process.env.BENCH_LOGS !== 'off';
const databaseUrl = process.env.BENCH_DATABASE_URL || undefined;

async function main() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'jobpilot-bench-'));
  // Tokens outlive any run length chosen through BENCH_SECONDS / BENCH_ROUNDS.
  const config = loadConfig({
    DATA_DIR: dataDir,
    SECRETS_FILE: path.join(dataDir, 'secrets.json'),
    LOG_LEVEL: 'info',
    ACCESS_TOKEN_LIFETIME: '1d',
  });
  const database = await openBenchDatabase(dataDir, databaseUrl);
  // Production logs every request at info; written to /dev/null so the cost is counted, not shown.
  const logger = logs ? { level: 'info', stream: pino.destination({ dest: '/dev/null', sync: false }) } : false;
  const app = await buildApp({ config, database, logger });
  app.get('/bench/bare', async () => ({ ok: true }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

  try {
    const token = await seedUserWithSearches(baseUrl, SEARCHES);
    const check = await fetch(`${baseUrl}/django/api/job-search/`, { headers: { authorization: `Bearer ${token}` } });
    const body = await check.text();
    const listed = (JSON.parse(body) as unknown[]).length;
    if (check.status !== 200 || listed !== SEARCHES)
      throw new Error(`the list answered ${check.status} with ${listed} searches`);

    const targets = {
      list: { url: `${baseUrl}/django/api/job-search/`, headers: { authorization: `Bearer ${token}` } },
      bare: { url: `${baseUrl}/bench/bare`, headers: {} },
    };
    type Target = keyof typeof targets;
    const load = (target: Target, s = seconds) => runAutocannon({ ...targets[target], connections, seconds: s });

    console.log(
      `Database: ${database.kind}${databaseUrl ? ' (fresh database on BENCH_DATABASE_URL)' : ` (${dataDir})`}; ` +
        `request log: ${logs ? 'on (info, to /dev/null)' : 'off'}; ${connections} connections; ` +
        `${rounds} rounds of ${seconds} s per route; list body ${(body.length / 1024).toFixed(1)} KiB (${SEARCHES} searches).`,
    );
    console.log('Warming up…');
    await load('list', 3);
    await load('bare', 3);

    const results: Record<Target, LoadResult[]> = { list: [], bare: [] };
    for (let round = 0; round < rounds; round += 1) {
      // Alternate which route goes first, so neither always runs on a warmer (or hotter) machine.
      const order: Target[] = round % 2 ? ['bare', 'list'] : ['list', 'bare'];
      for (const target of order) {
        const result = await load(target);
        results[target].push(result);
        console.log(
          `  round ${round + 1} ${target.padEnd(4)} ${result.requestsPerSecond.toFixed(0).padStart(7)} req/s  ` +
            `p50 ${result.p50} ms  p99 ${result.p99} ms` +
            (result.non2xx || result.errors
              ? `  (${result.non2xx} non-2xx, ${result.errors} errors of which ${result.timeouts} timeouts)`
              : ''),
        );
      }
    }
    report(results);
    // A wrong answer means the bench measured something else than the route; a timeout (over 10 s)
    // is only a very slow answer, and already shows in p99.
    const wrong = [...results.list, ...results.bare].reduce((n, r) => n + r.non2xx + r.errors - r.timeouts, 0);
    if (wrong > 0) {
      console.error(`\n${wrong} requests failed (non-2xx or connection errors): the figures above are not valid.`);
      process.exitCode = 1;
    }
  } finally {
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function report(results: Record<'list' | 'bare', LoadResult[]>) {
  const summary = (rs: LoadResult[]) => ({
    rps: median(rs.map((r) => r.requestsPerSecond)),
    p50: median(rs.map((r) => r.p50)),
    p99: median(rs.map((r) => r.p99)),
    // Requests over autocannon's 10 s timeout are missing from the latencies: count them apart.
    timeouts: rs.reduce((n, r) => n + r.timeouts, 0),
  });
  const list = summary(results.list);
  const bare = summary(results.bare);
  const ratio = list.rps / bare.rps;
  const row = (cells: string[]) => `| ${cells.map((c, i) => (i ? c.padStart(10) : c.padEnd(28))).join(' | ')} |`;
  console.log(`\nMedians of ${results.list.length} rounds:\n`);
  console.log(row(['route', 'req/s', 'p50 ms', 'p99 ms', 'timeouts']));
  console.log(row(['-'.repeat(28), ...Array<string>(4).fill('-'.repeat(10))]));
  for (const [name, r] of [
    ['GET /django/api/job-search/', list],
    ['GET /bench/bare', bare],
  ] as const) {
    console.log(row([name, r.rps.toFixed(0), r.p50.toFixed(1), r.p99.toFixed(1), String(r.timeouts)]));
  }
  console.log('');
  const verdict = (ok: boolean) => (ok ? 'pass' : 'MISS');
  console.log(`ratio list/bare ${ratio.toFixed(3)}   goal ≥ ${GOAL_RATIO}   ${verdict(ratio >= GOAL_RATIO)}`);
  console.log(`list p99 ${list.p99.toFixed(1)} ms   goal ≤ ${GOAL_P99_MS} ms   ${verdict(list.p99 <= GOAL_P99_MS)}`);
}

void main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
