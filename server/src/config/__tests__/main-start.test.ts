import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const serverDir = path.resolve(__dirname, '../../..');
const tsx = path.join(serverDir, 'node_modules/.bin/tsx');
const START_LIMIT_MS = 150_000;
jest.setTimeout(START_LIMIT_MS + 10_000);

/** Runs `tsx src/main.ts` in an empty directory (no .env) with only the given variables. */
function startMain(env: Record<string, string>): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const cwd = mkdtempSync(path.join(os.tmpdir(), 'main-start-'));
  // tsx looks for the tsconfig (its `@/` paths) in the working directory: named here, as this one is empty.
  const child = spawn(tsx, ['--tsconfig', path.join(serverDir, 'tsconfig.json'), path.join(serverDir, 'src/main.ts')], {
    cwd,
    // Generated keys go to this run's own config folder, never the real home's.
    env: {
      PATH: process.env.PATH ?? '',
      HOME: cwd,
      XDG_CONFIG_HOME: path.join(cwd, 'config'),
      DATA_DIR: path.join(cwd, 'data'),
      ...env,
    },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stderr += chunk));
  // A backstop against a hang only: on a loaded 2-core machine a cold start (tsx compiling the
  // server, the embedded database opening) took 64 s before it reached Redis.
  const timer = setTimeout(() => child.kill('SIGKILL'), START_LIMIT_MS);
  return new Promise((resolve) =>
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    }),
  );
}

describe('pnpm start with a bad configuration', () => {
  it('exits 1 with one line per bad value on stderr, and no stack trace', async () => {
    const { code, stdout, stderr } = await startMain({ PORT: 'abc', ACCESS_TOKEN_LIFETIME: 'soon' });
    expect(code).toBe(1);
    expect(stderr.trim().split('\n')).toEqual([
      'Invalid configuration:',
      '  - PORT: expected a whole number from 0 to 65535 (got "abc")',
      '  - ACCESS_TOKEN_LIFETIME: expected a duration such as 300, 5m, 12h or 1d (got "soon"), e.g. 5m',
    ]);
    expect(stderr).not.toMatch(/^\s+at /m);
    expect(stdout).toBe('');
  });
});

describe('pnpm start when REDIS_URL cannot be reached', () => {
  it('exits 1 with one clear line on stderr, and no stack trace', async () => {
    // A port that was free a moment ago: nothing answers there.
    const probe = createServer().listen(0, '127.0.0.1');
    await new Promise((resolve) => probe.once('listening', resolve));
    const { port } = probe.address() as { port: number };
    await new Promise((resolve) => probe.close(resolve));

    const { code, stderr } = await startMain({ REDIS_URL: `redis://127.0.0.1:${port}`, LOG_LEVEL: 'silent' });
    expect(code).toBe(1);
    expect(stderr.trim()).toBe(`Could not connect to REDIS_URL: connect ECONNREFUSED 127.0.0.1:${port}`);
  });
});
