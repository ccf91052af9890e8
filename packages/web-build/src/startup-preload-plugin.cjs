// The shell's index.html asks for remotes.json while its first chunk downloads, instead of after
// that chunk has run: every remote's load waits on it (`pnpm bench web`). The start-up code itself
// is all in that chunk (the singletons it uses are eager), and the server adds the current path's
// remote files (server/src/plugins/external/route-preloads.ts). Our server replaces this preload
// with the file's content (a data block, see @app/shared/page-data); a page served elsewhere keeps it.
const { rspack } = require('@rspack/core');

class StartupPreloadPlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap('StartupPreloadPlugin', (compilation) => {
      rspack.HtmlRspackPlugin.getCompilationHooks(compilation).beforeEmit.tap('StartupPreloadPlugin', (data) => {
        data.html = data.html.replace(
          '</head>',
          '<link rel="preload" href="/remotes.json" as="fetch" crossorigin></head>',
        );
        return data;
      });
    });
  }
}

module.exports = { StartupPreloadPlugin };
