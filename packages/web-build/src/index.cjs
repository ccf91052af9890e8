// One Rspack + Module Federation configuration for the shell (host) and every remote.
const path = require('node:path');
const { rspack } = require('@rspack/core');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/rspack');
const { sharedSingletons } = require('./shared-singletons.cjs');
const { PrecompressAssetsPlugin } = require('./precompress-assets-plugin.cjs');
const { RouteSummaryPlugin } = require('./route-summary-plugin.cjs');
const { StartupPreloadPlugin } = require('./startup-preload-plugin.cjs');
const { SharedOnlyImportsPlugin } = require('./shared-only-imports-plugin.cjs');
const { versionedOutput } = require('./versioned-output.cjs');
const { pureContractRule } = require('./pure-contract-rule.cjs');
const { swcRule } = require('./swc-rule.cjs');
const { RouteAssetsPlugin, exposeChunkName } = require('./route-assets-plugin.cjs');
const { federationRuntimeEsmAlias } = require('./federation-runtime-esm.cjs');
const { devServerConfig, devOnlyOptions, devPlugins } = require('./dev-server.cjs');

const REMOTE_ENTRY = 'remoteEntry.js';
/**
 * What the federation runtime does here beyond its defaults, for the apps that load remotes: the
 * shell, and a remote that loads another (`loadsRemotes`: searches loads settings). A remote that
 * loads none is loaded by the shell's runtime, which applies them (each is ~2.5 KB gzip per entry).
 */
const RUNTIME_PLUGINS = ['runtime-plugin.ts', 'retry-plugin.ts'].map((file) =>
  path.resolve(__dirname, '../../shared/src/federation', file),
);

/** Where a remote's container puts itself (`window[…]`): one name per release, so two versions loaded in one tab do not meet. */
const containerGlobalName = (name, version) => `jobpilot_remote:${name}@${version}`;

/**
 * @param {object} options
 * @param {string} options.dir the app's folder
 * @param {string} options.name federation name (`shell`, `auth`, ...)
 * @param {'host'|'remote'} options.kind
 * @param {Record<string,string>} [options.exposes] remote modules, e.g. { './routes': './src/app/federated-routes.ts' }
 * @param {string} [options.routeTable] a remote's route table, summarised in its dist/routes.json
 * @param {boolean} [options.serverState] the app uses `@app/shared/query` (TanStack Query)
 * @param {boolean} [options.loadsRemotes] a remote that loads other remotes itself
 */
function appConfig({ dir, name, kind, exposes, routeTable, serverState = false, loadsRemotes = false }) {
  return (_env, argv) => {
    const isDev = argv.mode === 'development' || process.env.NODE_ENV === 'development';
    const isHost = kind === 'host';
    // A remote's dev server also serves a standalone page (src/dev) that runs the remote's code itself.
    const standalone = !isHost && isDev;
    const pkg = require(path.join(dir, 'package.json'));
    const version = process.env.MF_BUILD_VERSION ?? pkg.version;
    const distDir = process.env.OUTPUT_DIR ? path.resolve(process.env.OUTPUT_DIR) : path.join(dir, 'dist');
    // A remote's release is immutable under dist/<version>/ (see versioned-output.cjs).
    const release = !isHost && !isDev ? versionedOutput({ distDir, name, version }) : null;
    const outputPath = release ? release.staging : distDir;
    const shared = sharedSingletons({ dir, serverState, host: isHost });
    const globalName = containerGlobalName(name, version);

    return {
      mode: isDev ? 'development' : 'production',
      context: dir,
      devtool: isDev ? 'cheap-module-source-map' : false,
      entry: isHost ? { main: './src/index.ts' } : standalone ? { main: './src/dev/index.ts' } : {},
      output: {
        path: outputPath,
        // The shell lives at `/`; a remote may be served from any path.
        publicPath: isHost || standalone ? '/' : 'auto',
        // Per release: a new version loaded into an open tab must not reuse the old one's chunks.
        uniqueName: release ? `${name}@${version}` : name,
        filename: isDev ? '[name].js' : '[name].[contenthash:8].js',
        chunkFilename: isDev ? '[name].js' : '[name].[contenthash:8].js',
        clean: true,
      },
      // `@/x` is the app's own src/x (tsconfig's `paths`); `@app/...` packages are not matched.
      resolve: {
        extensions: ['.tsx', '.ts', '.js'],
        alias: { '@': path.join(dir, 'src'), ...federationRuntimeEsmAlias() },
      },
      module: { rules: [swcRule(isDev), pureContractRule] },
      optimization: isDev
        ? {}
        : {
            moduleIds: 'deterministic',
            chunkIds: 'deterministic',
            usedExports: true,
            splitChunks: {
              cacheGroups: {
                // @app/shared/api and @app/shared/stores are two shared modules whose code overlaps
                // (the stores call the api): one chunk for both rather than a copy in each.
                sharedServices: {
                  test: /[\\/]packages[\\/]shared[\\/]src[\\/](api|stores)[\\/]/,
                  name: 'shared-services',
                  // Async only: the shell compiles both into its first chunk (eager).
                  chunks: 'async',
                  enforce: true,
                },
              },
            },
          },
      performance: { hints: false },
      ...devOnlyOptions(isDev),
      plugins: [
        // Module Federation 2: its runtime loads each remote from its mf-manifest.json (the URL
        // remotes.json names), negotiates the shared singletons and runs the runtime plugins listed
        // in @app/shared/federation (time limits, the version check, retries, failures named).
        new ModuleFederationPlugin({
          name,
          shared,
          ...(isHost
            ? { remotes: {} }
            : {
                filename: REMOTE_ENTRY,
                library: { type: 'window', name: globalName },
                exposes: Object.fromEntries(
                  Object.entries(exposes).map(([key, file]) => [key, { import: file, name: exposeChunkName(key) }]),
                ),
              }),
          // Shared modules come from what is loaded already (the shell's copies), not from every
          // remote's entry fetched to compare versions.
          shareStrategy: 'loaded-first',
          manifest: true,
          dts: false,
          runtimePlugins: [
            ...(isHost || loadsRemotes ? RUNTIME_PLUGINS : []),
            ...(standalone ? [require.resolve('@module-federation/inject-external-runtime-core-plugin')] : []),
          ],
          experiments: {
            // One copy of the runtime's core per page: the shell provides it, built remotes use it; a
            // remote's standalone dev page has its own and provides it (`provideExternalRuntime` is
            // refused for a build that exposes modules, hence its runtime plugin, above), so that
            // searches' page can load the built settings remote.
            ...(isHost ? { provideExternalRuntime: true } : standalone ? {} : { externalRuntime: true }),
            optimization: { target: 'web' },
          },
        }),
        routeTable && new RouteAssetsPlugin({ routeTable: path.resolve(dir, routeTable), shared: Object.keys(shared) }),
        new rspack.DefinePlugin({
          'process.env.APP_VERSION': JSON.stringify(version),
          'process.env.NODE_ENV': JSON.stringify(isDev ? 'development' : 'production'),
        }),
        (isHost || standalone) &&
          new rspack.HtmlRspackPlugin({
            template: path.join(__dirname, 'index.html'),
            chunks: ['main'],
            title: 'JobPilot',
          }),
        routeTable && new RouteSummaryPlugin(path.resolve(dir, routeTable)),
        isHost && !isDev && new StartupPreloadPlugin(),
        !isDev && new PrecompressAssetsPlugin(),
        new SharedOnlyImportsPlugin(),
        release?.plugin,
        ...devPlugins(isDev),
      ].filter(Boolean),
      devServer: devServerConfig(),
    };
  };
}

/** The app's Rspack config; `app` (the options) lets single-bundle.cjs find each remote's exposed modules. */
function createAppConfig(options) {
  return Object.assign(appConfig(options), { app: options });
}

module.exports = { createAppConfig };
