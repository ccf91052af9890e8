// Writes `routes.json` beside a remote's mf-manifest.json: the path, guard, title and menu label of
// each route in its route table (src/app/routes.ts), without the pages. The server lists it in
// remotes.json, so the shell knows every path, its guard and its title before (and even when it
// cannot) load the remote itself.
const { readFileSync } = require('node:fs');
const { rspack } = require('@rspack/core');

const GUARDS = ['public', 'guest-only', 'auth'];

/** The module a page function loads: swc turns its `import('./routes/x')` into `require("./routes/x")`. */
function pageRequestOf(page) {
  return /\brequire\((["'])(.+?)\1\)/.exec(String(page))?.[2];
}

/**
 * Evaluates the route table: it imports types only and loads its pages lazily, so nothing is
 * required here. Each route with the request its page imports (how the build names the page's
 * chunk group: RemoteManifestPlugin lists that group's files per route).
 */
function readRouteTable(file) {
  const { code } = rspack.experiments.swc.transformSync(readFileSync(file, 'utf8'), {
    filename: file,
    jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
    module: { type: 'commonjs' },
  });
  const module = { exports: {} };
  const refuse = (name) => {
    throw new Error(`${file} may import types only and load pages with import(): it requires "${name}".`);
  };
  new Function('module', 'exports', 'require', code)(module, module.exports, refuse);
  const routes = module.exports.routes;
  if (!Array.isArray(routes)) throw new Error(`${file} does not export a \`routes\` array.`);
  return routes.map(({ path, guard, title, menu, page }, i) => {
    const valid = typeof path === 'string' && path.startsWith('/') && GUARDS.includes(guard) && title;
    if (!valid) throw new Error(`${file}: route ${i} needs a path starting with "/", a guard (${GUARDS}) and a title.`);
    if (menu !== undefined && (typeof menu !== 'string' || menu === '')) {
      throw new Error(`${file}: route ${i}'s menu is the label of its menu entry (text), or left out.`);
    }
    return { path, guard, title, ...(menu ? { menu } : {}), pageRequest: pageRequestOf(page) };
  });
}

/** What routes.json lists of each route (remotes.json carries it to every page: no more than this). */
const readRouteSummaries = (file) => readRouteTable(file).map(({ pageRequest: _page, ...summary }) => summary);

class RouteSummaryPlugin {
  /** @param {string} routeTable absolute path of the remote's route table */
  constructor(routeTable) {
    this.routeTable = routeTable;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('RouteSummaryPlugin', (compilation) => {
      compilation.fileDependencies.add(this.routeTable);
      compilation.hooks.processAssets.tap(
        { name: 'RouteSummaryPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          try {
            const json = JSON.stringify(readRouteSummaries(this.routeTable), null, 2);
            compilation.emitAsset('routes.json', new rspack.sources.RawSource(`${json}\n`));
          } catch (error) {
            compilation.errors.push(new rspack.WebpackError(String(error instanceof Error ? error.message : error)));
          }
        },
      );
    });
  }
}

module.exports = { RouteSummaryPlugin, readRouteTable };
