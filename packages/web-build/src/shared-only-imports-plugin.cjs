// Fails the build when an app imports react-router(-dom) itself instead of through
// @app/shared/router: its own copy of the router would not see the shell's router context and the
// route would crash at render. ESLint says so too; this catches a build that skipped the lint.
const path = require('node:path');
const { rspack } = require('@rspack/core');

const ROUTER = /^react-router(-dom)?(\/|$)/;
const routerWrapper = path.resolve(__dirname, '../../shared/src/router') + path.sep;

class SharedOnlyImportsPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('SharedOnlyImportsPlugin', (compilation, { normalModuleFactory }) => {
      normalModuleFactory.hooks.beforeResolve.tap('SharedOnlyImportsPlugin', (data) => {
        const issuer = data.contextInfo?.issuer ?? '';
        if (!ROUTER.test(data.request) || !issuer || issuer.includes(`${path.sep}node_modules${path.sep}`)) return;
        if (issuer.startsWith(routerWrapper)) return;
        compilation.errors.push(
          new rspack.WebpackError(
            `${path.relative(compiler.context, issuer)} imports "${data.request}": import the router from @app/shared/router (one router for the shell and every remote).`,
          ),
        );
      });
    });
  }
}

module.exports = { SharedOnlyImportsPlugin };
