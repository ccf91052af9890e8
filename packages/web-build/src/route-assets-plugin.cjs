// Adds `routes` to the `mf-manifest.json` Module Federation writes: per route of a remote's route
// table, the files of its page and the shared modules it needs (with the files of this build's copy
// of each, which the manifest lists already). So a page's chunks and shared modules can be asked for
// before the route table runs (server/src/plugins/external/route-preloads.ts, the shell's
// preloadRemoteRoute; `pnpm bench web`). Module Federation's manifest knows exposes, not routes.
const { rspack } = require('@rspack/core');
const { readRouteTable } = require('./route-summary-plugin.cjs');
const { consumedShared, jsFilesOf } = require('./shared-chunk-groups.cjs');

const MANIFEST = 'mf-manifest.json';

/** The chunk-group name of an exposed module (`./routes` → `__federation_expose_routes`), set in the build's `exposes`. */
function exposeChunkName(expose) {
  return `__federation_expose_${expose.replace(/^\.\//, '').replace(/[^\w]/g, '_')}`;
}

class RouteAssetsPlugin {
  /**
   * @param {object} options
   * @param {string} options.routeTable absolute path of the remote's route table (its pages, per route)
   * @param {string[]} options.shared the shared module names
   */
  constructor(options) {
    this.options = options;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('RouteAssetsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        // After Module Federation wrote its manifest (OPTIMIZE_TRANSFER), before precompression.
        { name: 'RouteAssetsPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER + 1 },
        () => {
          const asset = compilation.getAsset(MANIFEST);
          if (!asset) {
            compilation.errors.push(new rspack.WebpackError(`RouteAssetsPlugin: no ${MANIFEST} to add the routes to.`));
            return;
          }
          const manifest = JSON.parse(asset.source.source().toString());
          manifest.routes = this.routes(compilation);
          compilation.updateAsset(MANIFEST, new rspack.sources.RawSource(`${JSON.stringify(manifest)}\n`));
        },
      );
    });
  }

  /**
   * Each route's page: the files of the chunk group its `page: () => import(…)` starts (the route
   * table being the origin) and the shared modules those and the route table's chunks consume.
   */
  routes(compilation) {
    const { routeTable, shared } = this.options;
    const routesGroup = compilation.namedChunkGroups.get(exposeChunkName('./routes'));
    return readRouteTable(routeTable).map(({ path, pageRequest }) => {
      const group = compilation.chunkGroups.find((g) =>
        g.origins.some((o) => o.request === pageRequest && o.module?.identifier().endsWith(routeTable)),
      );
      if (!group) throw new Error(`No chunk group for the page of ${path} (import('${pageRequest}') in ${routeTable})`);
      const chunks = [...group.chunks, ...(routesGroup?.chunks ?? [])];
      return { path, assets: { js: { sync: jsFilesOf(group) } }, shared: consumedShared(compilation, chunks, shared) };
    });
  }
}

module.exports = { RouteAssetsPlugin, exposeChunkName };
