// The one list of modules that exist once at run time, shared by the shell and every remote.
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

/** Module Federation `shared` config: every entry a singleton; a version clash fails the load (the fallback shows it). */
function sharedSingletons({ serverState = false } = {}) {
  return Object.fromEntries(
    [...singletons, ...(serverState ? serverStateSingletons : [])].map((name) => [
      name,
      { singleton: true, requiredVersion: false, strictVersion: false },
    ]),
  );
}

module.exports = { singletons, serverStateSingletons, sharedSingletons };
