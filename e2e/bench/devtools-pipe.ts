import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** A DevTools protocol event: `sessionId` names the page it came from. */
export interface DevToolsEvent {
  method: string;
  params: Record<string, unknown>;
  sessionId?: string;
}

interface Pending {
  resolve(result: unknown): void;
  reject(error: Error): void;
}

/**
 * Chromium driven over its DevTools pipe (`--remote-debugging-pipe`: commands on fd 3, answers and
 * events on fd 4, each message ending in a NUL) by this process alone, so that nothing is attached
 * to a page but what the caller asks for. Playwright, attached to every page it opens, enables the
 * Network domain and more there, which costs the browser and the test process work for every
 * request while the page loads: ~30 ms of a ~160 ms cold /login (`pnpm bench web`), and more for
 * the build that makes more requests. No user pays that.
 */
export class DevToolsPipe {
  private lastId = 0;
  private readonly pending = new Map<number, Pending>();
  private readonly listeners = new Set<(event: DevToolsEvent) => void>();

  private constructor(
    private readonly child: ChildProcess,
    private readonly userDataDir: string,
  ) {
    let buffered = '';
    child.stdio[4]!.on('data', (chunk: Buffer) => {
      buffered += chunk.toString();
      for (let end = buffered.indexOf('\0'); end >= 0; end = buffered.indexOf('\0')) {
        this.receive(JSON.parse(buffered.slice(0, end)));
        buffered = buffered.slice(end + 1);
      }
    });
    child.once('exit', (code) => {
      for (const { reject } of this.pending.values()) reject(new Error(`Chromium exited (${code})`));
      this.pending.clear();
    });
  }

  /** Starts `executable` with `args` (and a throwaway profile) and waits until it answers. */
  static async launch(executable: string, args: string[]): Promise<DevToolsPipe> {
    const userDataDir = mkdtempSync(path.join(os.tmpdir(), 'jobpilot-bench-chromium-'));
    const child = spawn(executable, [...args, `--user-data-dir=${userDataDir}`, '--remote-debugging-pipe'], {
      stdio: ['ignore', 'ignore', 'ignore', 'pipe', 'pipe'],
    });
    const pipe = new DevToolsPipe(child, userDataDir);
    await pipe.send('Browser.getVersion');
    return pipe;
  }

  /** Sends a command (to the page of `sessionId`, else to the browser) and answers its result. */
  send<T = Record<string, unknown>>(method: string, params: object = {}, sessionId?: string): Promise<T> {
    const id = ++this.lastId;
    const answer = new Promise<T>((resolve, reject) =>
      this.pending.set(id, { resolve: resolve as (result: unknown) => void, reject }),
    );
    (this.child.stdio[3] as NodeJS.WritableStream).write(
      `${JSON.stringify({ id, method, params, ...(sessionId && { sessionId }) })}\0`,
    );
    return answer;
  }

  /** The first event from now on that `matches`. */
  next(matches: (event: DevToolsEvent) => boolean): Promise<DevToolsEvent> {
    return new Promise((resolve) => {
      const listener = (event: DevToolsEvent) => {
        if (!matches(event)) return;
        this.listeners.delete(listener);
        resolve(event);
      };
      this.listeners.add(listener);
    });
  }

  async close(): Promise<void> {
    const exited = new Promise((resolve) => this.child.once('exit', resolve));
    await this.send('Browser.close').catch(() => undefined);
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
    this.child.kill();
    rmSync(this.userDataDir, { recursive: true, force: true, maxRetries: 5 });
  }

  private receive(message: { id?: number; result?: unknown; error?: { message: string } } & Partial<DevToolsEvent>) {
    if (message.id === undefined) {
      for (const listener of [...this.listeners]) listener(message as DevToolsEvent);
      return;
    }
    const pending = this.pending.get(message.id);
    this.pending.delete(message.id);
    if (message.error) pending?.reject(new Error(message.error.message));
    else pending?.resolve(message.result);
  }
}
