import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const repoRoot = path.resolve(__dirname, '../..');

/** Builds the browser apps whose dist is missing or older than their sources (scripts/build-web.mjs). */
export function buildWebApps(): void {
  const result = spawnSync('node', ['scripts/build-web.mjs'], { cwd: repoRoot, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('Building the browser apps failed');
}

/**
 * A private copy of the built apps (shell/dist, remotes/<name>/dist) that tests may break and
 * rebuild without touching the checkout's builds.
 */
export function copyBuiltApps(): string {
  const webDir = mkdtempSync(path.join(os.tmpdir(), 'jobpilot-e2e-web-'));
  cpSync(path.join(repoRoot, 'shell', 'dist'), path.join(webDir, 'shell', 'dist'), { recursive: true });
  for (const name of readdirSync(path.join(repoRoot, 'remotes'))) {
    mkdirSync(path.join(webDir, 'remotes', name), { recursive: true });
    cpSync(path.join(repoRoot, 'remotes', name, 'dist'), path.join(webDir, 'remotes', name, 'dist'), {
      recursive: true,
    });
  }
  return webDir;
}

export interface RunningServer {
  baseURL: string;
  stop(): Promise<void>;
}

/** The real server (`server` package, embedded PGlite in a temporary DATA_DIR) on a free port, serving webDir. */
export async function startServer(webDir: string): Promise<RunningServer> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'jobpilot-e2e-data-'));
  const child: ChildProcess = spawn('pnpm', ['exec', 'tsx', 'src/main.ts'], {
    cwd: path.join(repoRoot, 'server'),
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, WEB_DIR: webDir, LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  const baseURL = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`The server did not start in time:\n${output}`)), 90_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!);
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The server exited (${code}) before listening:\n${output}`));
    });
  });
  // Keep reading so a full pipe never blocks the server.
  child.stdout!.resume();
  child.stderr!.resume();
  return {
    baseURL,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        process.kill(-child.pid!, 'SIGTERM');
        await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
