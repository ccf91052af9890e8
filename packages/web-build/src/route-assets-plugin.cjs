// Adds `routes` to the `mf-manifest.json` Module Federation writes: per route of a remote's route
// table, the files of its page and the shared modules it needs (with the files of this build's copy
// of each, which the manifest lists already). So a page's chunks and shared modules can be asked for
// before the route table runs (server/src/plugins/external/route-preloads.ts, the shell's
// preloadRemoteRoute; `pnpm bench web`). Module Federation's manifest knows exposes, not routes.
// Each route also gets its start file: the remote's entry, route table and that page's chunks joined
// in one file, which the server's page runs as one deferred script instead of three or four.
const { createHash } = require('node:crypto');
const path = require('node:path');
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
          manifest.routes = this.routes(compilation).map((route) => ({
            ...route,
            start: emitStartFile(compilation, startFiles(manifest, route)),
          }));
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

/** What a route's page runs first, in order: the remote's entry, its route table's chunks, the page's chunks. */
function startFiles(manifest, route) {
  const entry = manifest.metaData?.remoteEntry;
  const routeTable = manifest.exposes?.find((expose) => expose.path === './routes')?.assets?.js?.sync ?? [];
  return [
    ...new Set([
      ...(entry?.name ? [path.posix.join(entry.path ?? '', entry.name)] : []),
      ...routeTable,
      ...route.assets.js.sync,
    ]),
  ];
}

/**
 * Emits `files` joined in that order as `start.<hash>.js` (content-named, so two routes with the same
 * files share one) and answers its name. One response instead of three or four: on a cold page every
 * request competes with the shell's first chunk for the machine (`pnpm bench web`, /login). Each part
 * runs as it would alone: the entry defines the container (its public path from this file's URL, in
 * the same folder), each chunk registers its modules, and nothing runs a module before the runtime
 * asks for it.
 */
function emitStartFile(compilation, files) {
  const parts = files.map((file) => {
    const part = compilation.getAsset(file);
    if (!part) throw new Error(`RouteAssetsPlugin: ${file} is not in the build`);
    return part.source.source().toString();
  });
  // A newline and a semicolon between parts: a part may end in a comment or without one.
  const text = parts.join('\n;');
  const name = `start.${createHash('sha256').update(text).digest('hex').slice(0, 8)}.js`;
  if (!compilation.getAsset(name)) {
    compilation.emitAsset(name, new rspack.sources.RawSource(text), { immutable: true, minimized: true });
  }
  return name;
}

module.exports = { RouteAssetsPlugin, exposeChunkName };
