const zlib = require('node:zlib');

/**
 * Writes a `.gz` beside every text asset, so the server sends precompressed files (no gzip work
 * per request, best compression level).
 */
class GzipAssetsPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('GzipAssetsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'GzipAssetsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        (assets) => {
          for (const [name, source] of Object.entries(assets)) {
            if (!/\.(js|css|html|json|svg)$/.test(name)) continue;
            const buffer = source.buffer();
            if (buffer.length < 512) continue;
            const gz = zlib.gzipSync(buffer, { level: 9 });
            compilation.emitAsset(`${name}.gz`, new sources.RawSource(gz), { minimized: true });
          }
        },
      );
    });
  }
}

module.exports = { GzipAssetsPlugin };
