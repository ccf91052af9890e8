// The one list of modules that exist once at run time, shared by the shell and every remote.
const { sharedVersionOf } = require('./shared-versions.cjs');

// Every app's rspack config imports this list, so it cannot drift between apps.
const singletons = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  // react-router-dom is reached only through @app/shared/router (see there): one instance, tree-shaken.
  '@app/shared/router',
  'styled-components',
  'zustand',
  'pusher-js',
  'react-toastify',
  '@app/shared/api',
  '@app/shared/stores',
  '@app/shared/ui',
  // The contract's schemas compile into each app, zod under them only once: else the shell (checking
  // the cached user) and a remote's page each load their own ~90 KB gzip (`pnpm bench web`).
  'zod',
];
// Server state: TanStack Query and the one QueryClient with its keys. Only the remotes that use
// it declare it (see createAppConfig's `serverState`), so the shell and /login never load it; the
// first such remote loaded provides the one copy the others use.
const serverStateSingletons = ['@tanstack/react-query', '@app/shared/query'];
// @app/shared/format and @app/shared/contract hold no state: each app compiles in only the
// functions it uses (a shared module cannot be tree-shaken, and format would bring all of date-fns).

/**
 * Module Federation `shared` config for the app at `dir`: every entry a singleton with the version
 * it was built with and the range it needs; `strictVersion` makes a clash fail the remote's load
 * (the shell's fallback names it) rather than run a copy it was not built against.
 */
function sharedSingletons({ dir, serverState = false }) {
  return Object.fromEntries(
    [...singletons, ...(serverState ? serverStateSingletons : [])].map((name) => [
      name,
      { singleton: true, strictVersion: true, ...sharedVersionOf(name, dir) },
    ]),
  );
}

module.exports = { singletons, serverStateSingletons, sharedSingletons };
