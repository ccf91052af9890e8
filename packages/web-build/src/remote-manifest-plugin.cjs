// Writes `mf-manifest.json`: what a loader must know of an app's build before running any of its
// code — the container's global name and entry file, the version, the range of every shared
// singleton it needs, and the chunks of each exposed module. The shell refuses an incompatible
// remote from it, and it (or the server, for the page's preload links) asks for an exposed module's
// entry and chunks together instead of one after the other. The field names follow Module
// Federation's own manifest, so tools that read that one find the same fields here.
const { rspack } = require('@rspack/core');

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
    const { name, version, globalName, remoteEntry, exposes = [], shared } = this.options;
    const filesOf = (group) =>
      [...new Set(group.chunks.flatMap((chunk) => [...chunk.files]))].filter((f) => f.endsWith('.js'));
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
      })),
      exposes: exposes.map((expose) => {
        const group = compilation.namedChunkGroups.get(exposeChunkName(expose));
        if (!group) throw new Error(`No chunk group for the exposed module ${expose}`);
        return { path: expose, assets: { js: { sync: filesOf(group) } } };
      }),
    };
  }
}

module.exports = { RemoteManifestPlugin, exposeChunkName };
