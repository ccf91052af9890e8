// The shell's index.html asks for what its start-up needs while its first chunk downloads, instead
// of after that chunk has run: remotes.json (read first thing, and every remote's load waits on it)
// and the chunks of the bootstrap with the shared singletons it uses (`pnpm bench web`).
const { rspack } = require('@rspack/core');

/** What the shell's start-up imports: the app (index.ts), the loading of the current path's remote (preload-current-route.ts). */
const STARTUP_IMPORTS = new Set(['./bootstrap', './load-remote-routes']);

/**
 * Files of the chunk groups loaded at start-up: the ones imported as STARTUP_IMPORTS, and for each
 * shared singleton a loaded chunk consumes, the group of the shell's own copy of it (the copy the
 * runtime loads on a host: what it provides, not the consume's fallback), recursively.
 */
function startupFiles(compilation) {
  const provided = new Map();
  for (const group of compilation.chunkGroups) {
    for (const origin of group.origins) {
      const match = /^provide shared module .* = (.*)$/.exec(origin.module?.identifier() ?? '');
      if (match) provided.set(match[1], group);
    }
  }
  const queue = compilation.chunkGroups.filter((group) => group.origins.some((o) => STARTUP_IMPORTS.has(o.request)));
  const seen = new Set();
  const files = new Set();
  while (queue.length) {
    const group = queue.shift();
    if (!group || seen.has(group)) continue;
    seen.add(group);
    for (const chunk of group.chunks) {
      for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
      for (const module of compilation.chunkGraph.getChunkModules(chunk)) {
        const fallback = /^consume shared module .*\(fallback: (.*)\)$/.exec(module.identifier());
        if (fallback) queue.push(provided.get(fallback[1]));
      }
    }
  }
  return [...files].sort();
}

class StartupPreloadPlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap('StartupPreloadPlugin', (compilation) => {
      rspack.HtmlRspackPlugin.getCompilationHooks(compilation).beforeEmit.tap('StartupPreloadPlugin', (data) => {
        const publicPath = compilation.outputOptions.publicPath;
        const links = [
          '<link rel="preload" href="/remotes.json" as="fetch" crossorigin>',
          ...startupFiles(compilation).map((file) => `<link rel="preload" href="${publicPath}${file}" as="script">`),
        ];
        data.html = data.html.replace('</head>', `${links.join('')}</head>`);
        return data;
      });
    });
  }
}

module.exports = { StartupPreloadPlugin };
