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
 * rebuild without touching the checkout's builds. Times are kept: the server serves each remote's
 * newest build.
 */
export function copyBuiltApps(): string {
  const webDir = mkdtempSync(path.join(os.tmpdir(), 'jobpilot-e2e-web-'));
  cpSync(path.join(repoRoot, 'shell', 'dist'), path.join(webDir, 'shell', 'dist'), { recursive: true });
  for (const name of readdirSync(path.join(repoRoot, 'remotes'))) {
    mkdirSync(path.join(webDir, 'remotes', name), { recursive: true });
    cpSync(path.join(repoRoot, 'remotes', name, 'dist'), path.join(webDir, 'remotes', name, 'dist'), {
      recursive: true,
      preserveTimestamps: true,
    });
  }
  return webDir;
}

export interface RunningProcess {
  /** The address the process said it listens on. */
  url: string;
  stop(): Promise<void>;
}

/**
 * Spawns `pnpm exec tsx <entry>` in its own process group and resolves with the URL its log
 * announces (`listening` must capture it), so the process may listen on port 0.
 */
async function startListening(
  name: string,
  cwd: string,
  entry: string,
  env: Record<string, string>,
  listening: RegExp,
): Promise<RunningProcess> {
  const child: ChildProcess = spawn('pnpm', ['exec', 'tsx', entry], {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`The ${name} did not start in time:\n${output}`)), 90_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = listening.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!);
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The ${name} exited (${code}) before listening:\n${output}`));
    });
  });
  // Keep reading so a full pipe never blocks the process.
  child.stdout!.resume();
  child.stderr!.resume();
  return {
    url,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      process.kill(-child.pid!, 'SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    },
  };
}

/**
 * The LinkedIn sandbox as `pnpm start` runs it (its own process, default scenario), on a free port.
 */
export function startSandbox(): Promise<RunningProcess> {
  return startListening(
    'LinkedIn sandbox',
    path.join(repoRoot, 'linkedin-sandbox'),
    'src/main.ts',
    { SANDBOX_HOST: '127.0.0.1', SANDBOX_PORT: '0' },
    /LinkedIn sandbox listening on (http:\/\/127\.0\.0\.1:\d+)/,
  );
}

export interface ServerOptions {
  /** The site the in-process bot drives (the sandbox); the bot then runs without human pauses. */
  linkedinBaseURL?: string;
  /** More of the server's settings (its environment), e.g. a short ACCESS_TOKEN_LIFETIME. */
  env?: Record<string, string>;
}

/**
 * The real server (`server` package, embedded PGlite in a temporary DATA_DIR) on a free port,
 * serving webDir, with its in-process bot.
 */
export async function startServer(
  webDir: string,
  options: ServerOptions = {},
): Promise<RunningProcess & { dataDir: string }> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'jobpilot-e2e-data-'));
  const server = await startListening(
    'server',
    path.join(repoRoot, 'server'),
    'src/main.ts',
    {
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      // A throwaway data directory: its generated keys go with it, not to the real home.
      SECRETS_FILE: path.join(dataDir, 'secrets.json'),
      WEB_DIR: webDir,
      LOG_LEVEL: 'info',
      ...(options.linkedinBaseURL ? { LINKEDIN_BASE_URL: options.linkedinBaseURL, BOT_PACING: 'none' } : {}),
      ...options.env,
    },
    /Server listening at (http:\/\/127\.0\.0\.1:\d+)/,
  ).catch((error: unknown) => {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  });
  return {
    url: server.url,
    // Its outbox (DATA_DIR/outbox) holds the mail it sent: no SMTP_URL here.
    dataDir,
    async stop() {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
