import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { devSessionMiddleware } from '../dev-server.cjs';

type Middleware = (req: unknown, res: unknown, next: () => void) => void;

/** A real HTTP server running the middleware, as the dev server mounts it (404 for the rest). */
async function serve(middleware: Middleware): Promise<{ url: string; server: Server }> {
  const server = createServer((req, res) =>
    middleware(req, res, () => {
      res.statusCode = 404;
      res.end('not found');
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

const put = (url: string, body: string, contentType = 'application/json') =>
  fetch(`${url}/__dev/session`, { method: 'PUT', headers: { 'content-type': contentType }, body });

describe('the shared dev session (/__dev/session)', () => {
  let folder: string;
  let file: string;
  let servers: Server[];
  let one: string;
  let other: string;

  beforeEach(async () => {
    folder = mkdtempSync(path.join(os.tmpdir(), 'dev-session-test-'));
    file = path.join(folder, 'session.json');
    // Two dev servers (two origins) sharing one session file.
    const [a, b] = await Promise.all([serve(devSessionMiddleware(file)), serve(devSessionMiddleware(file))]);
    servers = [a!.server, b!.server];
    one = a!.url;
    other = b!.url;
  });

  afterEach(async () => {
    await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
    rmSync(folder, { recursive: true, force: true });
  });

  it('answers signed out until a dev server shares tokens, which every other one then answers', async () => {
    expect(await (await fetch(`${one}/__dev/session`)).json()).toEqual({ access: null, refresh: null });

    const shared = await put(one, JSON.stringify({ access: 'access-1', refresh: 'refresh-1' }));
    expect(shared.status).toBe(200);
    expect(await (await fetch(`${other}/__dev/session`)).json()).toEqual({ access: 'access-1', refresh: 'refresh-1' });
    // Tokens: readable by their owner only.
    expect(statSync(file).mode & 0o777).toBe(0o600);

    await put(other, JSON.stringify({ access: null, refresh: null }));
    expect(await (await fetch(`${one}/__dev/session`)).json()).toEqual({ access: null, refresh: null });
    expect(() => statSync(file)).toThrow();
  });

  it('accepts JSON only, so another site cannot write it without a CORS preflight', async () => {
    const form = await put(one, 'access=evil', 'application/x-www-form-urlencoded');
    expect(form.status).toBe(415);
    expect(await form.json()).toEqual({ detail: 'Send the session as JSON.' });
    expect(await (await fetch(`${one}/__dev/session`)).json()).toEqual({ access: null, refresh: null });
  });

  it('refuses anything but tokens, and keeps the session it had', async () => {
    await put(one, JSON.stringify({ access: 'kept', refresh: 'kept-refresh' }));
    for (const body of ['not json', JSON.stringify({ access: 5 }), JSON.stringify({ access: '' }), '[]']) {
      const answer = await put(one, body);
      expect(answer.status).toBe(400);
      expect(await answer.json()).toEqual({
        detail: 'The session must be {"access": string|null, "refresh": string|null}.',
      });
    }
    expect(await (await fetch(`${other}/__dev/session`)).json()).toEqual({ access: 'kept', refresh: 'kept-refresh' });
  });

  it('answers 405 to other methods and leaves other paths to the dev server', async () => {
    const deleted = await fetch(`${one}/__dev/session`, { method: 'DELETE' });
    expect(deleted.status).toBe(405);
    expect((await fetch(`${one}/__dev/sessions`)).status).toBe(404);
    expect((await fetch(`${one}/profile`)).status).toBe(404);
  });
});
