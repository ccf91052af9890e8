import { mkdirSync, mkdtempSync, renameSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { startTestApp, type TestApp } from '@test/helpers/test-app';

const authRoutes = [{ path: '/login', guard: 'guest-only', title: 'Sign in' }];

/** A built shell and one built remote (plus one not built) in a temporary web folder. */
function makeWebDir() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'jobpilot-web-'));
  const shell = path.join(dir, 'shell', 'dist');
  const auth = path.join(dir, 'remotes', 'auth', 'dist', '1.0.0');
  mkdirSync(shell, { recursive: true });
  mkdirSync(auth, { recursive: true });
  mkdirSync(path.join(dir, 'remotes', 'profile'), { recursive: true });
  writeFileSync(path.join(shell, 'index.html'), '<!doctype html><div id="root"></div>');
  const script = `console.log(${JSON.stringify('x'.repeat(2000))});`;
  writeFileSync(path.join(shell, 'main.0123abcd.js'), script);
  writeFileSync(path.join(shell, 'main.0123abcd.js.gz'), gzipSync(script));
  writeFileSync(path.join(shell, 'main.0123abcd.js.br'), brotliCompressSync(script));
  writeFileSync(path.join(auth, 'mf-manifest.json'), '{"name":"auth"}');
  writeFileSync(path.join(auth, 'routes.json'), JSON.stringify(authRoutes));
  return dir;
}

describe('static web plugin', () => {
  let web: string;
  let t: TestApp;
  beforeAll(async () => {
    web = makeWebDir();
    t = await startTestApp({ webDir: web });
  });
  afterAll(async () => {
    await t.close();
    rmSync(web, { recursive: true, force: true });
  });

  it('serves the shell for client-side routes and keeps the API 404 in JSON', async () => {
    for (const route of ['/', '/login', '/job-search/edit/3']) {
      const res = await fetch(`${t.baseUrl}${route}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/text\/html/);
      // Never kept: Back after a logout must not show a signed-in page from the cache.
      expect(res.headers.get('cache-control')).toBe('no-store');
    }
    const api = await fetch(`${t.baseUrl}/django/api/nothing-here/`);
    expect(api.status).toBe(404);
    expect(await api.json()).toEqual({ detail: expect.any(String) });
    expect((await fetch(`${t.baseUrl}/missing.js`)).status).toBe(404);
    expect((await fetch(`${t.baseUrl}/%E0%A4%A`)).status).toBe(400);
    // No way out of a remote's folder.
    const escape = await fetch(`${t.baseUrl}/remotes/auth/..%2F..%2F..%2Fshell%2Fdist%2Fmain.0123abcd.js`);
    expect([403, 404]).toContain(escape.status);
  });

  it('sends the precompressed file to gzip clients, with long caching for hashed names', async () => {
    const res = await fetch(`${t.baseUrl}/main.0123abcd.js`, { headers: { 'accept-encoding': 'gzip' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('cache-control')).toContain('immutable');
    expect(await res.text()).toContain('xxxx'); // fetch decompresses
  });

  it('sends the brotli file to clients that accept it (browsers do), with long caching', async () => {
    const res = await fetch(`${t.baseUrl}/main.0123abcd.js`, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('cache-control')).toContain('immutable');
    expect(await res.text()).toContain('xxxx');
  });

  it('serves each remote version under /remotes/<name>/<version>/ and lists every remote folder in remotes.json', async () => {
    const manifest = await fetch(`${t.baseUrl}/remotes/auth/1.0.0/mf-manifest.json`);
    expect(manifest.status).toBe(200);
    expect(await manifest.json()).toEqual({ name: 'auth' });
    // A release is never rewritten: its files may be kept for good, the manifest included.
    expect(manifest.headers.get('cache-control')).toContain('immutable');
    expect((await fetch(`${t.baseUrl}/remotes/profile/1.0.0/mf-manifest.json`)).status).toBe(404);
    expect((await fetch(`${t.baseUrl}/remotes/nope/1.0.0/mf-manifest.json`)).status).toBe(404);
    const remotes = await fetch(`${t.baseUrl}/remotes.json`);
    expect(remotes.headers.get('cache-control')).toBe('no-cache');
    expect(await remotes.json()).toEqual({
      auth: { entry: '/remotes/auth/1.0.0/mf-manifest.json', version: '1.0.0', routes: authRoutes },
      profile: { entry: '/remotes/profile/unbuilt/mf-manifest.json' },
    });
  });

  it('names the newest build in remotes.json, keeps serving the older ones, and follows a pin', async () => {
    const dist = path.join(web, 'remotes', 'auth', 'dist');
    const newer = path.join(dist, '1.1.0');
    mkdirSync(newer);
    writeFileSync(path.join(newer, 'mf-manifest.json'), '{"name":"auth","v":"1.1.0"}');
    writeFileSync(path.join(newer, 'routes.json'), JSON.stringify(authRoutes));
    const later = new Date(Date.now() + 60_000);
    utimesSync(path.join(newer, 'mf-manifest.json'), later, later);
    try {
      const entryOf = async () => ((await (await fetch(`${t.baseUrl}/remotes.json`)).json()) as any).auth;
      expect(await entryOf()).toEqual({
        entry: '/remotes/auth/1.1.0/mf-manifest.json',
        version: '1.1.0',
        routes: authRoutes,
      });
      // An open tab that loaded 1.0.0 still gets its files.
      expect((await fetch(`${t.baseUrl}/remotes/auth/1.0.0/mf-manifest.json`)).status).toBe(200);
      // Rolling back is one line; a pin naming a version that is not built is ignored.
      writeFileSync(path.join(dist, 'pinned-version'), '1.0.0\n');
      expect((await entryOf()).version).toBe('1.0.0');
      writeFileSync(path.join(dist, 'pinned-version'), '0.9.0\n');
      expect((await entryOf()).version).toBe('1.1.0');
    } finally {
      rmSync(newer, { recursive: true, force: true });
      rmSync(path.join(dist, 'pinned-version'), { force: true });
    }
  });

  it("keeps listing a remote's routes while its files are missing, so the shell shows its fallback", async () => {
    const dist = path.join(web, 'remotes', 'auth', 'dist');
    await fetch(`${t.baseUrl}/remotes.json`); // read while 1.0.0 is there
    renameSync(dist, `${dist}-away`);
    try {
      const remotes = (await (await fetch(`${t.baseUrl}/remotes.json`)).json()) as Record<string, unknown>;
      expect(remotes.auth).toEqual({
        entry: '/remotes/auth/1.0.0/mf-manifest.json',
        version: '1.0.0',
        routes: authRoutes,
      });
    } finally {
      renameSync(`${dist}-away`, dist);
    }
  });

  it('serves an operator-edited remotes.json when one is configured', async () => {
    const file = path.join(web, 'remotes.override.json');
    writeFileSync(file, '{"auth":"https://cdn.example/auth/mf-manifest.json"}');
    const other = await startTestApp({ webDir: web, remotesConfig: file });
    try {
      const res = await fetch(`${other.baseUrl}/remotes.json`);
      expect(await res.json()).toEqual({ auth: 'https://cdn.example/auth/mf-manifest.json' });
    } finally {
      await other.close();
    }
  });

  it("names the files of the path's remote in the page, so the browser fetches them with the shell's", async () => {
    const dir = makeWebDir();
    writeFileSync(path.join(dir, 'shell', 'dist', 'index.html'), '<!doctype html><head></head><div id="root"></div>');
    const manifest = {
      name: 'auth',
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
      exposes: [{ path: './routes', assets: { js: { sync: ['routes.1234abcd.js'], async: ['page.5678abcd.js'] } } }],
    };
    writeFileSync(path.join(dir, 'remotes', 'auth', 'dist', '1.0.0', 'mf-manifest.json'), JSON.stringify(manifest));
    const other = await startTestApp({ webDir: dir });
    try {
      // Compressed as a browser asks (this client decompresses it again).
      const login = await fetch(`${other.baseUrl}/login`, { headers: { 'accept-encoding': 'br, gzip' } });
      expect(login.headers.get('cache-control')).toBe('no-store');
      expect(login.headers.get('content-type')).toMatch(/text\/html/);
      expect(login.headers.get('content-encoding')).toBe('br');
      expect(await login.text()).toBe(
        '<!doctype html><head>' +
          // The manifest in the page, read by the start-up without a request.
          `<script type="application/json" data-remote-manifest="/remotes/auth/1.0.0/mf-manifest.json">${JSON.stringify(manifest)}</script>` +
          // The remote's entry and route table run as the page's deferred scripts, after the shell's.
          '<script defer src="/remotes/auth/1.0.0/remoteEntry.js"></script>' +
          '<script defer src="/remotes/auth/1.0.0/routes.1234abcd.js"></script>' +
          '</head><div id="root"></div>',
      );
      // A path no remote owns: the page as built.
      expect(await (await fetch(`${other.baseUrl}/job-search/3`)).text()).toBe(
        '<!doctype html><head></head><div id="root"></div>',
      );
    } finally {
      await other.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("runs a build's joined files of the route (its start file) as one script marked with the entry, the shared copies still preloaded", async () => {
    const dir = makeWebDir();
    writeFileSync(path.join(dir, 'shell', 'dist', 'index.html'), '<!doctype html><head></head><div id="root"></div>');
    writeFileSync(
      path.join(dir, 'remotes', 'auth', 'dist', '1.0.0', 'mf-manifest.json'),
      JSON.stringify({
        name: 'auth',
        metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
        shared: [{ name: 'zod', version: '4.6.7', assets: { js: { sync: ['z.44444444.js'] } } }],
        exposes: [{ path: './routes', assets: { js: { sync: ['routes.1234abcd.js'] } } }],
        routes: [
          {
            path: '/login',
            assets: { js: { sync: ['login.66666666.js'] } },
            shared: ['zod'],
            start: 'start.99999999.js',
          },
        ],
      }),
    );
    const other = await startTestApp({ webDir: dir });
    try {
      const html = await (await fetch(`${other.baseUrl}/login`)).text();
      const named = [...html.matchAll(/<(?:link [^>]*href|script defer src)="([^"]+)"/g)].map((m) => m[1]);
      expect(named).toEqual(['/remotes/auth/1.0.0/start.99999999.js', '/remotes/auth/1.0.0/z.44444444.js']);
      expect(html).toContain(
        '<script defer src="/remotes/auth/1.0.0/start.99999999.js" data-remote-entry="/remotes/auth/1.0.0/remoteEntry.js"></script>',
      );
    } finally {
      await other.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("names the route's page chunks and the copies of the shared modules it needs, the shell's before the remote's", async () => {
    const dir = makeWebDir();
    const shell = path.join(dir, 'shell', 'dist');
    // The shell's page preloads its start-up chunks (react here) already.
    writeFileSync(
      path.join(shell, 'index.html'),
      '<!doctype html><head><link rel="preload" href="/react.11111111.js" as="script"></head><div id="root"></div>',
    );
    const copy = (name: string, version: string, files: string[]) => ({
      name,
      version,
      assets: { js: { sync: files } },
    });
    writeFileSync(
      path.join(shell, 'mf-manifest.json'),
      JSON.stringify({
        name: 'shell',
        shared: [copy('react', '19.3.1', ['react.11111111.js']), copy('zod', '4.6.7', ['zod.22222222.js'])],
        exposes: [],
      }),
    );
    const auth = path.join(dir, 'remotes', 'auth', 'dist', '1.0.0');
    writeFileSync(
      path.join(auth, 'routes.json'),
      JSON.stringify([...authRoutes, { path: '/signup/:step', guard: 'guest-only', title: 'Sign up' }]),
    );
    writeFileSync(
      path.join(auth, 'mf-manifest.json'),
      JSON.stringify({
        name: 'auth',
        metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
        shared: [
          copy('react', '19.3.1', ['r.33333333.js']),
          copy('zod', '4.6.7', ['z.44444444.js']),
          copy('@tanstack/react-query', '5.108.0', ['q.55555555.js']),
        ],
        exposes: [{ path: './routes', assets: { js: { sync: ['routes.1234abcd.js'] } } }],
        routes: [
          { path: '/login', assets: { js: { sync: ['login.66666666.js'] } }, shared: ['react'] },
          {
            path: '/signup/:step',
            assets: { js: { sync: ['common.77777777.js', 'signup.88888888.js'] } },
            shared: ['@tanstack/react-query', 'react', 'zod'],
          },
        ],
      }),
    );
    // The largest file of the page's first: the page waits for the last to arrive.
    writeFileSync(path.join(shell, 'zod.22222222.js'), 'z'.repeat(5000));
    const other = await startTestApp({ webDir: dir });
    const page = async (pathname: string) => (await fetch(`${other.baseUrl}${pathname}`)).text();
    // The files the page names, preloaded or run as its deferred scripts, in its order.
    const links = async (pathname: string) =>
      [...(await page(pathname)).matchAll(/<(?:link [^>]*href|script defer src)="([^"]+)"/g)].map((m) => m[1]);
    try {
      expect(await links('/signup/2')).toEqual([
        '/react.11111111.js',
        '/remotes/auth/1.0.0/remoteEntry.js',
        '/remotes/auth/1.0.0/routes.1234abcd.js',
        '/zod.22222222.js',
        '/remotes/auth/1.0.0/common.77777777.js',
        '/remotes/auth/1.0.0/signup.88888888.js',
        // Not provided by the shell: the remote's own copy runs. react: the shell's copy, which
        // its page preloads already.
        '/remotes/auth/1.0.0/q.55555555.js',
      ]);
      // The remote's own files run as deferred scripts; the copies of shared modules are preloaded,
      // for the runtime to run once it has chosen them.
      const html = await page('/signup/2');
      for (const file of ['remoteEntry.js', 'routes.1234abcd.js', 'common.77777777.js', 'signup.88888888.js']) {
        expect(html).toContain(`<script defer src="/remotes/auth/1.0.0/${file}"></script>`);
      }
      expect(html).toContain('<link rel="preload" href="/remotes/auth/1.0.0/q.55555555.js" as="script">');
      expect(html).toContain('<link rel="preload" href="/zod.22222222.js" as="script">');
      // A newer copy in the remote wins over the shell's: that one is preloaded.
      writeFileSync(
        path.join(shell, 'mf-manifest.json'),
        JSON.stringify({
          name: 'shell',
          shared: [copy('react', '19.3.1', ['react.11111111.js']), copy('zod', '4.5.0', ['zod.22222222.js'])],
        }),
      );
      expect((await links('/signup/2')).slice(-2)).toEqual([
        '/remotes/auth/1.0.0/q.55555555.js',
        '/remotes/auth/1.0.0/z.44444444.js',
      ]);
      expect(await links('/signup/2')).not.toContain('/zod.22222222.js');
    } finally {
      await other.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('puts remotes.json in the page in place of its preload, as the start-up reads it, escaped', async () => {
    const dir = makeWebDir();
    const preload = '<link rel="preload" href="/remotes.json" as="fetch" crossorigin>';
    writeFileSync(
      path.join(dir, 'shell', 'dist', 'index.html'),
      `<!doctype html><head>${preload}</head><div id="root"></div>`,
    );
    // A title that could close the element, and `$&` that a string replacement would expand.
    const routes = [{ path: '/login', guard: 'guest-only', title: 'Sign in </script><script>alert(1)</script> $& $1' }];
    writeFileSync(path.join(dir, 'remotes', 'auth', 'dist', '1.0.0', 'routes.json'), JSON.stringify(routes));
    const other = await startTestApp({ webDir: dir });
    try {
      const remotes = await (await fetch(`${other.baseUrl}/remotes.json`)).json();
      for (const pathname of ['/job-search/3', '/login']) {
        const page = await (
          await fetch(`${other.baseUrl}${pathname}`, { headers: { 'accept-encoding': 'br' } })
        ).text();
        expect(page).not.toContain(preload);
        expect(page).not.toContain('</script><script>');
        const inline = /<script type="application\/json" id="remotes-config">(.*?)<\/script>/.exec(page);
        expect(JSON.parse(inline![1]!)).toEqual(remotes);
        expect((JSON.parse(inline![1]!) as any).auth.routes).toEqual(routes);
      }
    } finally {
      await other.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("puts an operator's remotes.json in the page, and leaves the preload when the file does not parse", async () => {
    const dir = makeWebDir();
    const preload = '<link rel="preload" href="/remotes.json" as="fetch" crossorigin>';
    writeFileSync(path.join(dir, 'shell', 'dist', 'index.html'), `<!doctype html><head>${preload}</head>`);
    const file = path.join(dir, 'remotes.override.json');
    writeFileSync(file, '{"auth":"https://cdn.example/auth/mf-manifest.json"}');
    const other = await startTestApp({ webDir: dir, remotesConfig: file });
    try {
      expect(await (await fetch(`${other.baseUrl}/login`)).text()).toBe(
        '<!doctype html><head><script type="application/json" id="remotes-config">' +
          '{"auth":"https://cdn.example/auth/mf-manifest.json"}</script></head>',
      );
      writeFileSync(file, '{"auth": oops');
      expect(await (await fetch(`${other.baseUrl}/login`)).text()).toBe(`<!doctype html><head>${preload}</head>`);
    } finally {
      await other.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
