// One Rspack + Module Federation configuration for the shell (host) and every remote.
const path = require('node:path');
const { rspack } = require('@rspack/core');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/rspack');
const { sharedSingletons } = require('./shared-singletons.cjs');
const { PrecompressAssetsPlugin } = require('./precompress-assets-plugin.cjs');
const { RouteSummaryPlugin } = require('./route-summary-plugin.cjs');
const { devServerConfig, devOnlyOptions, devPlugins, standaloneFederationOptions } = require('./dev-server.cjs');

const swcRule = (isDev) => ({
  test: /\.[jt]sx?$/,
  exclude: /node_modules/,
  loader: 'builtin:swc-loader',
  options: {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      // `refresh`: React Refresh's registrations, for hot updates that keep component state.
      transform: { react: { runtime: 'automatic', development: isDev, refresh: isDev } },
      target: 'es2022',
    },
  },
});

/**
 * @param {object} options
 * @param {string} options.dir the app's folder
 * @param {string} options.name federation name (`shell`, `auth`, ...)
 * @param {'host'|'remote'} options.kind
 * @param {Record<string,string>} [options.exposes] remote modules, e.g. { './routes': './src/app/federated-routes.ts' }
 * @param {string} [options.routeTable] a remote's route table, summarised in its dist/routes.json
 * @param {boolean} [options.serverState] the app uses `@app/shared/query` (TanStack Query)
 */
function createAppConfig({ dir, name, kind, exposes, routeTable, serverState = false }) {
  return (_env, argv) => {
    const isDev = argv.mode === 'development' || process.env.NODE_ENV === 'development';
    const isHost = kind === 'host';
    // A remote served by the shell borrows the shell's federation runtime; the standalone dev page has its own.
    const standalone = !isHost && isDev;
    const pkg = require(path.join(dir, 'package.json'));
    const version = process.env.MF_BUILD_VERSION ?? pkg.version;
    const outputPath = process.env.OUTPUT_DIR ? path.resolve(process.env.OUTPUT_DIR) : path.join(dir, 'dist');

    return {
      mode: isDev ? 'development' : 'production',
      context: dir,
      devtool: isDev ? 'cheap-module-source-map' : false,
      entry: isHost ? { main: './src/index.ts' } : standalone ? { main: './src/dev/index.ts' } : {},
      output: {
        path: outputPath,
        // The shell lives at `/`; a remote may be served from any path.
        publicPath: isHost || standalone ? '/' : 'auto',
        uniqueName: name,
        filename: isDev ? '[name].js' : '[name].[contenthash:8].js',
        chunkFilename: isDev ? '[name].js' : '[name].[contenthash:8].js',
        clean: true,
      },
      // `@/x` is the app's own src/x (tsconfig's `paths`); `@app/...` packages are not matched.
      resolve: { extensions: ['.tsx', '.ts', '.js'], alias: { '@': path.join(dir, 'src') } },
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
          shared: sharedSingletons({ serverState }),
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
        !isDev && new PrecompressAssetsPlugin(),
        ...devPlugins(isDev),
      ].filter(Boolean),
      devServer: devServerConfig(),
    };
  };
}

module.exports = { createAppConfig };
