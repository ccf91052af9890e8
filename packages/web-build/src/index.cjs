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
const { swcRule } = require('./swc-rule.cjs');
const { federationRuntimeEsmAlias } = require('./federation-runtime-esm.cjs');
const { devServerConfig, devOnlyOptions, devPlugins, standaloneFederationOptions } = require('./dev-server.cjs');

/**
 * @param {object} options
 * @param {string} options.dir the app's folder
 * @param {string} options.name federation name (`shell`, `auth`, ...)
 * @param {'host'|'remote'} options.kind
 * @param {Record<string,string>} [options.exposes] remote modules, e.g. { './routes': './src/app/federated-routes.ts' }
 * @param {string} [options.routeTable] a remote's route table, summarised in its dist/routes.json
 * @param {boolean} [options.serverState] the app uses `@app/shared/query` (TanStack Query)
 */
function appConfig({ dir, name, kind, exposes, routeTable, serverState = false }) {
  return (_env, argv) => {
    const isDev = argv.mode === 'development' || process.env.NODE_ENV === 'development';
    const isHost = kind === 'host';
    // A remote served by the shell borrows the shell's federation runtime; the standalone dev page has its own.
    const standalone = !isHost && isDev;
    const pkg = require(path.join(dir, 'package.json'));
    const version = process.env.MF_BUILD_VERSION ?? pkg.version;
    const distDir = process.env.OUTPUT_DIR ? path.resolve(process.env.OUTPUT_DIR) : path.join(dir, 'dist');
    // A remote's release is immutable under dist/<version>/ (see versioned-output.cjs).
    const release = !isHost && !isDev ? versionedOutput({ distDir, name, version }) : null;
    const outputPath = release ? release.staging : distDir;

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
      module: { rules: [swcRule(isDev)] },
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
                  chunks: 'all',
                  enforce: true,
                },
              },
            },
          },
      performance: { hints: false },
      ...devOnlyOptions(isDev),
      plugins: [
        new ModuleFederationPlugin({
          name,
          ...(isHost ? { remotes: {} } : { filename: 'remoteEntry.js', exposes }),
          shared: sharedSingletons({ dir, serverState }),
          // Shared modules come from what is loaded already, not from every remote's entry fetched
          // to compare versions: the dashboard no longer loads the other remotes (`pnpm bench web`).
          shareStrategy: 'loaded-first',
          manifest: true,
          dts: false,
          ...(standalone ? standaloneFederationOptions() : {}),
          experiments: {
            ...(isHost ? { provideExternalRuntime: true } : { externalRuntime: !standalone }),
            optimization: { target: 'web' },
          },
        }),
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
