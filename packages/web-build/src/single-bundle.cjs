// The same app built as ONE bundle, without Module Federation: what federation is measured against
// (`pnpm bench web`). Its entry is the shell's bootstrap (no async boundary is needed); every
// remote's modules are compiled in. Three modules are swapped for generated ones, so no product code
// carries a bench-only branch:
// - `@app/shared/federation`'s `remote-modules`: `loadRemoteModule('<remote>', './routes')` answers
//   the remote's route table, imported statically like any single app's; other exposed modules (the
//   settings dialogs) are a dynamic `import()`, a chunk loaded on first use as in the federated app.
// - the shell's `federation/remotes-config`: the route summaries come from those same tables, so
//   nothing waits for /remotes.json.
// - `@app/shared/federation`'s `registry`: every remote is in the bundle, registered; no federation
//   runtime to register it with.
// Used as an Rspack config file: `rspack build -c <this file>` from the shell, OUTPUT_DIR = where to.
const { mkdirSync, readdirSync, existsSync, writeFileSync } = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { rspack } = require('@rspack/core');
const { PrecompressAssetsPlugin } = require('./precompress-assets-plugin.cjs');
const { pureContractRule } = require('./pure-contract-rule.cjs');
const { swcRule } = require('./swc-rule.cjs');

const repoRoot = path.resolve(__dirname, '../../..');
const shellDir = path.join(repoRoot, 'shell');

/** Each remote's federation options (name, dir, exposes), as its own rspack config declares them. */
function remotes() {
  const dir = path.join(repoRoot, 'remotes');
  return readdirSync(dir)
    .filter((name) => existsSync(path.join(dir, name, 'rspack.config.cjs')))
    .map((name) => require(path.join(dir, name, 'rspack.config.cjs')).app);
}

/** Writes the two stand-in modules into `dir` and answers their paths. */
function writeStandIns(dir, apps) {
  mkdirSync(dir, { recursive: true });
  const file = (app, expose) => JSON.stringify(path.resolve(app.dir, app.exposes[expose]));
  const withRoutes = apps.filter((app) => app.exposes['./routes']);
  const staticImports = withRoutes.map((app, i) => `import * as routes${i} from ${file(app, './routes')};`);
  const loaders = apps.flatMap((app) =>
    Object.keys(app.exposes).map((expose) => {
      const id = JSON.stringify(`${app.name}/${expose.slice(2)}`);
      const i = withRoutes.indexOf(app);
      return expose === './routes'
        ? `  ${id}: () => Promise.resolve(routes${i}),`
        : `  ${id}: () => import(${file(app, expose)}),`;
    }),
  );
  const names = JSON.stringify(apps.map((app) => app.name));

  const remoteModules = path.join(dir, 'remote-modules.js');
  writeFileSync(
    remoteModules,
    `${staticImports.join('\n')}
const modules = {
${loaders.join('\n')}
};
export function loadRemoteModule(remote, expose) {
  const load = modules[remote + '/' + expose.slice(2)];
  return load ? load() : Promise.reject(new Error('No module ' + expose + ' of ' + remote + ' in this bundle'));
}
export async function preloadRemoteRoute() {}
`,
  );

  const remotesConfig = path.join(dir, 'remotes-config.js');
  writeFileSync(
    remotesConfig,
    `${staticImports.join('\n')}
const routes = [
${withRoutes.map((app, i) => `  ...routes${i}.routes.map(({ path, guard, title, menu }) => ({ remote: ${JSON.stringify(app.name)}, path, guard, title, menu })),`).join('\n')}
];
export async function registerRemotesFromConfig() {}
export function remoteRoutes() {
  return { routes: [...routes], read: true };
}
export function menuEntries() {
  return routes.flatMap(({ path, menu }) => (menu ? [{ path, label: menu }] : []));
}
export async function refreshRemote() {}
export function isRemoteConfigured(name) {
  return ${names}.includes(name);
}
`,
  );
  const registry = path.join(dir, 'registry.js');
  writeFileSync(
    registry,
    `// Every remote is in this bundle: registered, so that none reads remotes.json.
const names = ${names};
export function registerRemote() {}
export function registerRemoteAfresh() {}
export function remoteManifestUrl(name) {
  return names.includes(name) ? name : undefined;
}
export const registeredEntry = remoteManifestUrl;
`,
  );
  return { remoteModules, remotesConfig, registry };
}

module.exports = () => {
  const apps = remotes();
  const outputPath = path.resolve(process.env.OUTPUT_DIR ?? path.join(os.tmpdir(), 'jobpilot-single-bundle', 'dist'));
  const standIns = writeStandIns(path.join(outputPath, '..', 'single-bundle-src'), apps);
  const { version } = require(path.join(shellDir, 'package.json'));
  return {
    mode: 'production',
    context: shellDir,
    devtool: false,
    entry: { main: './src/bootstrap.tsx' },
    output: {
      path: outputPath,
      publicPath: '/',
      filename: '[name].[contenthash:8].js',
      chunkFilename: '[name].[contenthash:8].js',
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js'],
    },
    module: {
      rules: [
        swcRule(false),
        pureContractRule,
        // `@/x` is each app's own src/x.
        ...[{ dir: shellDir }, ...apps].map((app) => ({
          include: path.join(app.dir, 'src'),
          resolve: { alias: { '@': path.join(app.dir, 'src') } },
        })),
      ],
    },
    optimization: { moduleIds: 'deterministic', chunkIds: 'deterministic', usedExports: true },
    performance: { hints: false },
    plugins: [
      new rspack.NormalModuleReplacementPlugin(
        /[\\/]shell[\\/]src[\\/]federation[\\/]remotes-config\.ts$/,
        standIns.remotesConfig,
      ),
      new rspack.NormalModuleReplacementPlugin(
        /[\\/]packages[\\/]shared[\\/]src[\\/]federation[\\/]remote-modules\.ts$/,
        standIns.remoteModules,
      ),
      new rspack.NormalModuleReplacementPlugin(
        /[\\/]packages[\\/]shared[\\/]src[\\/]federation[\\/]registry\.ts$/,
        standIns.registry,
      ),
      new rspack.DefinePlugin({
        'process.env.APP_VERSION': JSON.stringify(version),
        'process.env.NODE_ENV': JSON.stringify('production'),
      }),
      new rspack.HtmlRspackPlugin({
        template: path.join(__dirname, 'index.html'),
        chunks: ['main'],
        title: 'JobPilot',
      }),
      new PrecompressAssetsPlugin(),
    ],
  };
};
