import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';

/**
 * `pnpm start` comes back after a crash without manual cleanup: killed with SIGKILL (its whole
 * process group, or only the pnpm on top), it is simply started again — what the crashed run left
 * (sandbox and server holding their ports, the database lock) is stopped or cleared by the new one.
 */
const root = path.resolve(__dirname, '../../..');
const STARTED_WITHIN_MS = 180_000;

let tmp: string;
let env: Record<string, string>;
let port: number;
let sandboxPort: number;
const runs: ChildProcess[] = [];
const output: string[] = [];

async function freePort(): Promise<number> {
  const probe = createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => probe.once('listening', resolve));
  const { port: free } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return free;
}

interface PidFile {
  starter: { pid: number };
  children: Array<{ name: string; pid: number }>;
}
const pidFile = () => path.join(tmp, 'data', 'start-pids.json');
const readPidFile = (): PidFile | undefined => {
  try {
    return JSON.parse(readFileSync(pidFile(), 'utf8')) as PidFile;
  } catch {
    return undefined;
  }
};

/** Live processes of a process group (zombies do not count). */
function groupMembers(pgid: number): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((entry) => {
      try {
        const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
        const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        return fields[0] !== 'Z' && Number(fields[2]) === pgid;
      } catch {
        return false;
      }
    })
    .map(Number);
}

const answers = async (url: string) => {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(2000) })).ok;
  } catch {
    return false;
  }
};

/** `pnpm start` in its own process group (as a terminal runs it); resolves once it serves. */
async function pnpmStart(): Promise<{ run: ChildProcess; pids: PidFile }> {
  const run = spawn('pnpm', ['start'], { cwd: root, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  runs.push(run);
  run.stdout!.on('data', (chunk) => output.push(String(chunk)));
  run.stderr!.on('data', (chunk) => output.push(String(chunk)));
  const deadline = Date.now() + STARTED_WITHIN_MS;
  for (;;) {
    const pids = readPidFile();
    if (
      pids?.children.length === 2 &&
      pids.children.every((child) => groupMembers(child.pid).length > 0) &&
      (await answers(`http://127.0.0.1:${port}/readyz`)) &&
      (await answers(`http://127.0.0.1:${sandboxPort}/login`))
    ) {
      // The processes recorded are this run's: its starter is a child of the pnpm just spawned.
      if (groupMembers(run.pid!).includes(pids.starter.pid)) return { run, pids };
    }
    if (run.exitCode !== null) throw new Error(`pnpm start exited ${run.exitCode}:\n${output.join('')}`);
    if (Date.now() > deadline) throw new Error(`pnpm start did not come up:\n${output.join('')}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

beforeAll(async () => {
  tmp = mkdtempSync(path.join(os.tmpdir(), 'start-restart-'));
  port = await freePort();
  sandboxPort = await freePort();
  env = {
    ...(process.env as Record<string, string>),
    DATA_DIR: path.join(tmp, 'data'),
    // Generated keys go to this test's own config folder.
    XDG_CONFIG_HOME: path.join(tmp, 'config'),
    PORT: String(port),
    SANDBOX_PORT: String(sandboxPort),
    LOG_LEVEL: 'warn',
  };
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  delete env.LINKEDIN_BASE_URL;
  delete env.NODE_OPTIONS; // jest's flags are not the product's
});

afterAll(async () => {
  const pids = readPidFile();
  for (const run of runs) {
    try {
      process.kill(-run.pid!, 'SIGKILL');
    } catch {
      // gone
    }
  }
  for (const child of pids?.children ?? []) {
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      // gone
    }
  }
  rmSync(tmp, { recursive: true, force: true });
});

// It runs the embedded defaults whatever the suite's database: once is enough.
const describeOnce = process.env.TEST_DATABASE_URL ? describe.skip : describe;

describeOnce('pnpm start after a crash', () => {
  it('comes back after SIGKILL of its whole process group, and of the pnpm on top only; stops cleanly on SIGINT', async () => {
    const first = await pnpmStart();

    // A crash: SIGKILL to the whole group of `pnpm start` (pnpm, node scripts/start.mjs).
    process.kill(-first.run.pid!, 'SIGKILL');
    // Its sandbox and server, in their own groups, outlive it, holding the ports and the lock.
    expect(first.pids.children.every((child) => groupMembers(child.pid).length > 0)).toBe(true);
    expect(existsSync(path.join(tmp, 'data', 'pglite.lock'))).toBe(true);

    const second = await pnpmStart();
    for (const child of first.pids.children) expect(groupMembers(child.pid)).toEqual([]);
    expect(output.join('')).toContain('that an earlier `pnpm start` left running');

    // A crash of the pnpm on top only: start.mjs sees it, stops its children and goes.
    process.kill(second.run.pid!, 'SIGKILL');
    const third = await pnpmStart();
    for (const child of second.pids.children) expect(groupMembers(child.pid)).toEqual([]);
    expect(groupMembers(second.run.pid!)).toEqual([]);

    // Ctrl+C: everything it started comes down, and the pid file goes.
    process.kill(-third.run.pid!, 'SIGINT');
    const deadline = Date.now() + 30_000;
    while (
      [third.run.pid!, ...third.pids.children.map((child) => child.pid)].some(
        (pgid) => groupMembers(pgid).length > 0,
      ) &&
      Date.now() < deadline
    ) {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    for (const pgid of [third.run.pid!, ...third.pids.children.map((child) => child.pid)]) {
      expect(groupMembers(pgid)).toEqual([]);
    }
    expect(existsSync(pidFile())).toBe(false);
    expect(existsSync(path.join(tmp, 'data', 'pglite.lock'))).toBe(false);
  }, 600_000);
});
