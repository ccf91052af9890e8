// Writes `mf-manifest.json`: what a loader must know of an app's build before running any of its
// code — the container's global name and entry file, the version, the range of every shared
// singleton it needs, and the chunks of each exposed module. The shell refuses an incompatible
// remote from it, and it (or the server, for the page's preload links) asks for an exposed module's
// entry and chunks together instead of one after the other. Per route of the remote's route table,
// the files of its page and the shared modules it needs, and per shared module the files of this
// build's copy: so the page's chunks and shared modules can be asked for before the route table
// runs (server/src/plugins/external/route-preloads.ts, `pnpm bench web`). The field names follow
// Module Federation's own manifest, so tools that read that one find the same fields here.
const { rspack } = require('@rspack/core');
const { readRouteTable } = require('./route-summary-plugin.cjs');
const { consumedShared, jsFilesOf, providerGroups } = require('./shared-chunk-groups.cjs');

/** The chunk-group name of an exposed module (`./routes` → `__federation_expose_routes`), set in the build's `exposes`. */
function exposeChunkName(expose) {
  return `__federation_expose_${expose.replace(/^\.\//, '').replace(/[^\w]/g, '_')}`;
}

class RemoteManifestPlugin {
  /**
   * @param {object} options
   * @param {string} options.name the app's federation name
   * @param {string} options.version the version being built
   * @param {string} [options.globalName] where the container puts itself (remotes only)
   * @param {string} [options.remoteEntry] the container's file (remotes only)
   * @param {string[]} [options.exposes] the exposed module names (`./routes`)
   * @param {string} [options.routeTable] absolute path of the remote's route table (its pages, per route)
   * @param {Record<string, {version: string, requiredVersion: string}>} options.shared
   */
  constructor(options) {
    this.options = options;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('RemoteManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        // After the content hashes are final (the chunk file names it lists), before precompression.
        { name: 'RemoteManifestPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_HASH + 1 },
        () => {
          const manifest = this.manifest(compilation);
          compilation.emitAsset('mf-manifest.json', new rspack.sources.RawSource(`${JSON.stringify(manifest)}\n`));
        },
      );
    });
  }

  manifest(compilation) {
    const { name, version, globalName, remoteEntry, exposes = [], shared, routeTable } = this.options;
    const names = Object.keys(shared);
    const providers = providerGroups(compilation, names);
    const exposeGroups = exposes.map((expose) => {
      const group = compilation.namedChunkGroups.get(exposeChunkName(expose));
      if (!group) throw new Error(`No chunk group for the exposed module ${expose}`);
      return { expose, group };
    });
    const routesGroup = exposeGroups.find(({ expose }) => expose === './routes')?.group;
    return {
      id: name,
      name,
      metaData: {
        name,
        globalName,
        buildInfo: { buildVersion: version },
        ...(remoteEntry ? { remoteEntry: { name: remoteEntry, path: '' } } : {}),
      },
      shared: Object.entries(shared).map(([module, { version: provided, requiredVersion }]) => ({
        name: module,
        version: provided,
        requiredVersion,
        singleton: true,
        assets: { js: { sync: providers.has(module) ? jsFilesOf(providers.get(module)) : [] } },
      })),
      exposes: exposeGroups.map(({ expose, group }) => ({ path: expose, assets: { js: { sync: jsFilesOf(group) } } })),
      ...(routeTable ? { routes: this.routes(compilation, routeTable, routesGroup, names) } : {}),
    };
  }

  /**
   * Each route's page: the files of the chunk group its `page: () => import(…)` starts (the route
   * table being the origin) and the shared modules those and the route table's chunks consume.
   */
  routes(compilation, routeTable, routesGroup, names) {
    return readRouteTable(routeTable).map(({ path, pageRequest }) => {
      const group = compilation.chunkGroups.find((g) =>
        g.origins.some((o) => o.request === pageRequest && o.module?.identifier().endsWith(routeTable)),
      );
      if (!group) throw new Error(`No chunk group for the page of ${path} (import('${pageRequest}') in ${routeTable})`);
      const chunks = [...group.chunks, ...(routesGroup?.chunks ?? [])];
      return { path, assets: { js: { sync: jsFilesOf(group) } }, shared: consumedShared(compilation, chunks, names) };
    });
  }
}

module.exports = { RemoteManifestPlugin, exposeChunkName };
