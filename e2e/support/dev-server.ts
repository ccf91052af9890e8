import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { repoRoot, type RunningProcess } from './web-server';

/** A port nobody listens on right now (the dev server is told it; `auto` races between parallel starts). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/**
 * A remote's own dev server, as `pnpm --filter @app/remote-<name> dev` runs it (`rspack serve`),
 * on a free port, proxying the API (and the built remotes) to `apiURL`. Resolves once the first
 * build is served (the dev middleware holds requests until then).
 */
export async function startRemoteDevServer(
  remote: string,
  apiURL: string,
  dir = path.join(repoRoot, 'remotes', remote),
): Promise<RunningProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(path.join(dir, 'node_modules', '.bin', 'rspack'), ['serve'], {
    cwd: dir,
    env: { ...process.env, API_URL: apiURL, HOST: '127.0.0.1', PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  const onData = (chunk: Buffer) => {
    output += chunk.toString();
  };
  child.stdout!.on('data', onData);
  child.stderr!.on('data', onData);
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    process.kill(-child.pid!, 'SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
  };

  const deadline = Date.now() + 150_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The ${remote} dev server exited (${child.exitCode}):\n${output}`);
    const answer = await fetch(`${url}/`).catch(() => undefined);
    if (answer?.ok && (await answer.text()).includes('id="root"')) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`The ${remote} dev server did not serve its page in time:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return { url, stop };
}

/**
 * A copy of a remote's sources in a temporary folder, with the checkout's installed dependencies,
 * for a test that edits them under a running dev server. `remove` deletes it.
 */
export function copyRemoteSources(remote: string): { dir: string; remove(): void } {
  const source = path.join(repoRoot, 'remotes', remote);
  const dir = path.join(mkdtempSync(path.join(os.tmpdir(), 'jobpilot-dev-copy-')), remote);
  cpSync(source, dir, {
    recursive: true,
    filter: (file) => !/[\\/](node_modules|dist)$/.test(file),
  });
  symlinkSync(path.join(source, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  return { dir, remove: () => rmSync(path.dirname(dir), { recursive: true, force: true }) };
}
