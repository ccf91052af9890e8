import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, lstatSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';

/**
 * DATA_DIR holds the embedded database (password hashes, emails, resume text, sealed LinkedIn
 * passwords): no other local user may read or write any of it. The real server starts on a fresh
 * DATA_DIR, and again on one an earlier version left open to everyone.
 */
const serverDir = path.resolve(__dirname, '../..');

let tmp: string;
let dataDir: string;
let env: Record<string, string>;

async function freePort(): Promise<number> {
  const probe = createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => probe.once('listening', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** Every file and folder under `root` (itself included) whose mode lets group or others in. */
function openToOthers(root: string): string[] {
  const open: string[] = [];
  const visit = (entry: string) => {
    const stat = lstatSync(entry);
    if (stat.isSymbolicLink()) return;
    if ((stat.mode & 0o077) !== 0) open.push(`${(stat.mode & 0o777).toString(8)} ${path.relative(root, entry)}`);
    if (stat.isDirectory()) for (const name of readdirSync(entry)) visit(path.join(entry, name));
  };
  visit(root);
  return open;
}

function countEntries(root: string): number {
  const stat = lstatSync(root);
  return stat.isDirectory() ? 1 + readdirSync(root).reduce((n, name) => n + countEntries(path.join(root, name)), 0) : 1;
}

/** Starts the server (node itself, as `pnpm start` runs it) with a lax umask; resolves once it serves. */
async function startServer(): Promise<{ child: ChildProcess; output: () => string }> {
  const port = await freePort();
  // umask 0: as in the container where the finding was made (PGlite's files came out 0666).
  const child = spawn('sh', ['-c', `umask 000 && exec "${process.execPath}" --import tsx src/main.ts`], {
    cwd: serverDir,
    env: { ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  // A first start runs initdb: a minute or more on a loaded 2-core machine.
  const deadline = Date.now() + 240_000;
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/readyz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop(child);
      throw new Error(`the server did not start:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { child, output: () => output };
}

async function stop(child: ChildProcess) {
  if (child.exitCode !== null) return;
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
}

beforeAll(() => {
  tmp = mkdtempSync(path.join(os.tmpdir(), 'data-dir-owner-only-'));
  dataDir = path.join(tmp, 'data');
  env = {
    PATH: process.env.PATH ?? '',
    HOME: tmp,
    DATA_DIR: dataDir,
    SECRET_KEY: randomBytes(32).toString('hex'),
    ENCRYPTION_KEY: randomBytes(32).toString('hex'),
    LIVE_APP_ID: '1',
    LIVE_KEY: randomBytes(10).toString('hex'),
    LIVE_SECRET: randomBytes(16).toString('hex'),
    LOG_LEVEL: 'info',
  };
});

afterAll(() => rmSync(tmp, { recursive: true, force: true }));

it('creates DATA_DIR and the embedded database owner-only on a first start', async () => {
  const { child } = await startServer();
  try {
    expect(countEntries(dataDir)).toBeGreaterThan(100); // the database's files are there
    expect(openToOthers(dataDir)).toEqual([]);
  } finally {
    await stop(child);
  }
}, 300_000);

it('makes an older DATA_DIR owner-only at start, and says how many it changed', async () => {
  // As an install from before the umask left it: everything open to everyone.
  const loosen = (entry: string) => {
    const stat = lstatSync(entry);
    chmodSync(entry, stat.isDirectory() ? 0o777 : 0o666);
    if (stat.isDirectory()) for (const name of readdirSync(entry)) loosen(path.join(entry, name));
  };
  loosen(dataDir);
  const loosened = openToOthers(dataDir).length;
  expect(loosened).toBeGreaterThan(100);
  const { child, output } = await startServer();
  try {
    expect(openToOthers(dataDir)).toEqual([]);
    const notices = output()
      .split('\n')
      .filter((line) => line.includes('owner only'));
    expect(notices).toHaveLength(1);
    // Some files were rewritten by the database as it opened; every loosened one was counted.
    expect(JSON.parse(notices[0]!).files).toBe(loosened);
  } finally {
    await stop(child);
  }
}, 300_000);
