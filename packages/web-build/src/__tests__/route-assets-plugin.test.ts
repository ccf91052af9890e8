import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

interface Manifest {
  shared: { name: string; assets: { js: { sync: string[] } } }[];
  exposes: { path: string; assets: { js: { sync: string[] } } }[];
  routes: { path: string; assets: { js: { sync: string[] } }; shared: string[]; start: string }[];
  metaData: { remoteEntry: { name: string; path: string } };
}

const write = (dir: string, file: string, text: string) => {
  mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  writeFileSync(path.join(dir, file), text);
};

/**
 * A real production build (Module Federation's plugin, with RouteAssetsPlugin) of a tiny remote: two pages, one using shared `dates`, which uses shared
 * `clock`. `host`: built as a host instead, whose first chunk uses `clock`, provided eagerly.
 */
function buildRemote(dir: string, host = false): Manifest {
  write(dir, 'node_modules/clock/package.json', '{"name":"clock","version":"1.0.0","main":"index.js"}');
  write(dir, 'node_modules/clock/index.js', 'export const now = () => Date.now();');
  write(dir, 'node_modules/dates/package.json', '{"name":"dates","version":"2.0.0","main":"index.js"}');
  write(
    dir,
    'node_modules/dates/index.js',
    "import { now } from 'clock';\nexport const today = () => new Date(now());",
  );
  write(
    dir,
    'src/routes.ts',
    `export const routes = [
      { path: '/today', guard: 'auth', title: 'Today', page: () => import('./pages/today').then((m) => m.Today) },
      { path: '/about', guard: 'public', title: 'About', page: () => import('./pages/about').then((m) => m.About) },
    ];`,
  );
  write(dir, 'src/pages/today.js', "import { today } from 'dates';\nexport const Today = () => String(today());");
  write(dir, 'src/pages/about.js', "export const About = () => 'about';");
  write(dir, 'src/main.js', "import { now } from 'clock';\nconsole.log(now());");
  // In a child process: @rspack/core is an ES module, which jest's module system cannot require.
  write(
    dir,
    'build.cjs',
    `const path = require('node:path');
const { createRequire } = require('node:module');
// Resolved as @app/web-build resolves them.
const load = createRequire(${JSON.stringify(path.join(__dirname, '../../package.json'))});
const { rspack } = load('@rspack/core');
const { ModuleFederationPlugin } = load('@module-federation/enhanced/rspack');
const { RouteAssetsPlugin, exposeChunkName } = require(${JSON.stringify(path.join(__dirname, '../route-assets-plugin.cjs'))});
const dir = ${JSON.stringify(dir)};
const host = ${JSON.stringify(host)};
const shared = {
  dates: { singleton: true, version: '2.0.0', requiredVersion: '^2.0.0' },
  clock: { singleton: true, version: '1.0.0', requiredVersion: '^1.0.0', eager: host },
};
const compiler = rspack({
  mode: 'production',
  context: dir,
  entry: host ? { main: './src/main.js' } : {},
  output: { path: path.join(dir, 'dist'), publicPath: 'auto', filename: '[name].[contenthash:8].js' },
  resolve: { extensions: ['.ts', '.js'] },
  module: { rules: [{ test: /\\.ts$/, loader: 'builtin:swc-loader', options: { jsc: { parser: { syntax: 'typescript' } } } }] },
  plugins: [
    new ModuleFederationPlugin({
      name: host ? 'host' : 'tiny',
      shared,
      manifest: true,
      dts: false,
      ...(host
        ? { remotes: {} }
        : {
            filename: 'remoteEntry.js',
            library: { type: 'window', name: 'tiny' },
            exposes: { './routes': { import: './src/routes.ts', name: exposeChunkName('./routes') } },
          }),
    }),
    ...(host ? [] : [new RouteAssetsPlugin({ routeTable: path.join(dir, 'src/routes.ts'), shared: Object.keys(shared) })]),
  ],
});
compiler.run((error, stats) => {
  if (error || stats.hasErrors()) { console.error(error ?? stats.toString('errors-only')); process.exitCode = 1; }
  compiler.close(() => {});
});
`,
  );
  execFileSync(process.execPath, [path.join(dir, 'build.cjs')], { cwd: __dirname, stdio: 'pipe' });
  return JSON.parse(readFileSync(path.join(dir, 'dist', 'mf-manifest.json'), 'utf8'));
}

describe('the manifest of a remote with a route table', () => {
  let dir: string;
  let manifest: Manifest;
  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'jobpilot-manifest-'));
    manifest = buildRemote(dir);
  }, 60_000);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const sourcesOf = (files: string[]) => files.map((file) => readFileSync(path.join(dir, 'dist', file), 'utf8')).join();

  it("lists each route's page files: the chunks of its import(), not another page's", () => {
    expect(manifest.routes.map((r) => r.path)).toEqual(['/today', '/about']);
    const [today, about] = manifest.routes;
    expect(today!.assets.js.sync.length).toBeGreaterThan(0);
    expect(sourcesOf(today!.assets.js.sync)).toContain('String(');
    expect(sourcesOf(about!.assets.js.sync)).toContain('"about"');
    expect(sourcesOf(about!.assets.js.sync)).not.toContain('String(');
  });

  it('names the shared modules a page needs, with those its shared modules need in turn', () => {
    const shared = Object.fromEntries(manifest.routes.map((r) => [r.path, r.shared]));
    expect(shared).toEqual({ '/today': ['clock', 'dates'], '/about': [] });
  });

  it("joins each route's entry, route table and page chunks in its start file, in that order", () => {
    const routeTable = manifest.exposes.find((e) => e.path === './routes')!.assets.js.sync;
    for (const route of manifest.routes) {
      expect(route.start).toMatch(/^start\.[0-9a-f]{8}\.js$/);
      const parts = [manifest.metaData.remoteEntry.name, ...routeTable, ...route.assets.js.sync].map((file) =>
        readFileSync(path.join(dir, 'dist', file), 'utf8'),
      );
      expect(readFileSync(path.join(dir, 'dist', route.start), 'utf8')).toBe(parts.join('\n;'));
    }
    expect(manifest.routes[0]!.start).not.toBe(manifest.routes[1]!.start);
  });

  // Module Federation's own part of the manifest, which the server's preloads read beside the routes.
  it("gives each shared module the files of the build's own copy", () => {
    const files = Object.fromEntries(manifest.shared.map((s) => [s.name, s.assets.js.sync]));
    expect(sourcesOf(files.dates!)).toContain('new Date(');
    expect(sourcesOf(files.clock!)).toContain('Date.now()');
    expect(files.dates).not.toEqual(files.clock);
  });
});

describe('the manifest of a host that provides a shared module eagerly', () => {
  let dir: string;
  let manifest: Manifest;
  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'jobpilot-manifest-host-'));
    manifest = buildRemote(dir, true);
  }, 60_000);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('names the first chunk as its copy (the page loads it anyway: nothing else to preload)', () => {
    const html = manifest.shared.find((s) => s.name === 'clock')!.assets.js.sync;
    expect(html).toHaveLength(1);
    expect(html[0]).toMatch(/^main\./);
    expect(readFileSync(path.join(dir, 'dist', html[0]!), 'utf8')).toContain('Date.now()');
  });
});
