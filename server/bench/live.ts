/**
 * `pnpm bench live`: the built-in Pusher-protocol server under 1 000 and 10 000 connected clients.
 *
 * The server runs as a child process (bench/live/server.ts: the real app, PGlite in a temporary
 * data dir) so its RSS can be read from /proc/<pid>/status; this process holds the clients, each
 * on its own private channel. For every step it reports the server's RSS once all clients are
 * subscribed, and publish → receive latency of single events (one at a time, to a random client;
 * the server stamps the publish time just before handing the event to its fan-out). It runs
 * locally, then through Redis (REDIS_URL, default redis://127.0.0.1:6379) when Redis answers.
 *
 * Goals: 10 000 idle connections ≤ 300 MB RSS; p99 ≤ 30 ms local, ≤ 50 ms through Redis.
 * The embedded database (PGlite, WebAssembly) is most of an idle server's RSS, so the baseline (no
 * clients) is reported too, and BENCH_DATABASE_URL runs the server on a scratch PostgreSQL database.
 *
 * Settings (env): BENCH_STEPS (1000,10000), BENCH_EVENTS (500 per step), REDIS_URL, BENCH_REDIS=off,
 * BENCH_DATABASE_URL.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { ClientPool } from './live/client-pool';

const steps = (process.env.BENCH_STEPS ?? '1000,10000').split(',').map(Number);
const events = Number(process.env.BENCH_EVENTS ?? 500);
const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const GOAL_RSS_MB = 300;
const GOAL_P99_MS = { local: 30, redis: 50 } as const;

interface Row {
  transport: 'local' | 'redis';
  database: string;
  clients: number;
  baselineMb: number;
  connectSeconds: number;
  rssMb: number;
  p50: number;
  p99: number;
  max: number;
  roundTripP99: number;
}

async function main() {
  const rows: Row[] = [];
  const transports: Array<'local' | 'redis'> = ['local'];
  if (process.env.BENCH_REDIS !== 'off' && (await reachable(redisUrl))) transports.push('redis');
  else console.log(`Redis at ${redisUrl} not reachable (or BENCH_REDIS=off): local only.`);

  for (const transport of transports) {
    const credentials = { appId: '1', key: randomBytes(10).toString('hex'), secret: randomBytes(16).toString('hex') };
    const server = await startServer(credentials, transport === 'redis' ? redisUrl : undefined);
    const pool = new ClientPool({ url: `ws://127.0.0.1:${server.port}`, ...credentials });
    const database = await settle(server.port);
    const baseline = rssMb(server.pid);
    console.log(`${transport} (${database}): server pid ${server.pid}, ${baseline.toFixed(1)} MB RSS with no clients`);
    try {
      for (const clients of steps) {
        const started = performance.now();
        await pool.growTo(clients);
        const connectSeconds = (performance.now() - started) / 1000;
        await settle(server.port);
        const rss = rssMb(server.pid);
        const { latencies, roundTrips } = await measureLatency(pool, server.port, events);
        const row: Row = {
          transport,
          database,
          clients,
          baselineMb: baseline,
          connectSeconds,
          rssMb: rss,
          p50: percentile(latencies, 50),
          p99: percentile(latencies, 99),
          max: Math.max(...latencies),
          roundTripP99: percentile(roundTrips, 99),
        };
        rows.push(row);
        console.log(
          `  ${clients} clients subscribed in ${connectSeconds.toFixed(1)} s; RSS ${rss.toFixed(1)} MB; ` +
            `p50 ${row.p50.toFixed(2)} ms, p99 ${row.p99.toFixed(2)} ms`,
        );
      }
    } finally {
      await pool.closeAll();
      await stopServer(server.child);
    }
  }
  printTable(rows);
}

/** One event at a time, each to a random client: single-event latency, not queueing. */
async function measureLatency(pool: ClientPool, port: number, count: number) {
  const latencies: number[] = [];
  const roundTrips: number[] = [];
  const publishUrl = `http://127.0.0.1:${port}/bench/publish`;
  for (let seq = 0; seq < count + 20; seq += 1) {
    const channel = pool.channelOf(Math.floor(Math.random() * pool.size));
    const started = performance.now();
    const received = pool.expect(seq);
    const response = await fetch(publishUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ channel, seq }),
    });
    if (!response.ok) throw new Error(`publish answered ${response.status}: ${await response.text()}`);
    await response.arrayBuffer();
    const latency = await received;
    // The first few warm up the HTTP connection and JIT; not counted.
    if (seq < 20) continue;
    latencies.push(latency);
    roundTrips.push(performance.now() - started);
  }
  return { latencies, roundTrips };
}

/** A full collection in the server, then a moment: RSS is read on a settled heap. */
async function settle(port: number): Promise<string> {
  const response = await fetch(`http://127.0.0.1:${port}/bench/gc`, { method: 'POST' });
  const { database } = (await response.json()) as { database: string };
  await sleep(500);
  return database;
}

async function startServer(credentials: { appId: string; key: string; secret: string }, redis?: string) {
  const script = path.join(import.meta.dirname ?? __dirname, 'live', 'server.ts');
  // The shell raises the descriptor limit, then becomes node (exec), so the pid is the server's.
  const child = spawn(
    'sh',
    ['-c', `ulimit -n 65536 2>/dev/null || ulimit -n "$(ulimit -Hn)"; exec node --expose-gc --import tsx "$0"`, script],
    {
      env: {
        ...process.env,
        LIVE_APP_ID: credentials.appId,
        LIVE_KEY: credentials.key,
        LIVE_SECRET: credentials.secret,
        REDIS_URL: redis ?? '',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const port = await new Promise<number>((resolve, reject) => {
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /READY (\d+)/.exec(output);
      if (match) resolve(Number(match[1]));
    });
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}: ${output}`)));
  });
  return { child, pid: child.pid!, port };
}

async function stopServer(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await Promise.race([exited, sleep(10000)]);
  if (child.exitCode === null) child.kill('SIGKILL');
}

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1]);
  return kb / 1024;
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

function reachable(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port || 6379) });
    socket.setTimeout(1000);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function printTable(rows: Row[]) {
  console.log(`\nPublish → receive, ${events} single events per step, server in its own process (loopback):\n`);
  console.log(
    '| transport | database | clients | connect s | server RSS MB | RSS − no clients MB | p50 ms | p99 ms | max ms | p99 incl. HTTP publish ms | goals |',
  );
  console.log('|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---|');
  for (const r of rows) {
    const rssOk = r.clients < 10000 || r.rssMb <= GOAL_RSS_MB;
    const latencyOk = r.p99 <= GOAL_P99_MS[r.transport];
    const goals = `${latencyOk ? 'p99 ok' : `p99 > ${GOAL_P99_MS[r.transport]}`}${r.clients >= 10000 ? (rssOk ? ', RSS ok' : `, RSS > ${GOAL_RSS_MB}`) : ''}`;
    console.log(
      `| ${r.transport} | ${r.database} | ${r.clients} | ${r.connectSeconds.toFixed(1)} | ${r.rssMb.toFixed(1)} | ` +
        `${(r.rssMb - r.baselineMb).toFixed(1)} | ${r.p50.toFixed(2)} | ` +
        `${r.p99.toFixed(2)} | ${r.max.toFixed(2)} | ${r.roundTripP99.toFixed(2)} | ${goals} |`,
    );
  }
}

void main().catch((error) => {
  console.error(error);
  process.exit(1);
});
