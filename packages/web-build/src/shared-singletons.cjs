// The one list of modules that exist once at run time, shared by the shell and every remote.
const { sharedVersionOf } = require('./shared-versions.cjs');

// Every app's rspack config imports these lists, so they cannot drift between apps.
// What every page of the shell renders with. The shell provides them eagerly: compiled into its
// first chunk rather than each behind a request of its own, loaded after that chunk ran (/login: 22
// requests → 8, and 7.8 KB gzip less, one file compressing better than ten; `pnpm bench web`).
// Remotes still only consume them (their own copies are fallbacks, loaded only without the shell).
const startupSingletons = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  // react-router-dom is reached only through @app/shared/router (see there): one instance, tree-shaken.
  '@app/shared/router',
  'styled-components',
  'zustand',
  '@app/shared/api',
  '@app/shared/stores',
  '@app/shared/ui',
];
// Loaded on first use, by whichever app needs them first.
const onDemandSingletons = [
  'pusher-js',
  'react-toastify',
  // The contract's schemas compile into each app, zod under them only once: else the shell (checking
  // the cached user) and a remote's page each load their own ~90 KB gzip (`pnpm bench web`).
  'zod',
];
const singletons = [...startupSingletons, ...onDemandSingletons];
// Server state: TanStack Query and the one QueryClient with its keys. Only the remotes that use
// it declare it (see createAppConfig's `serverState`), so the shell and /login never load it; the
// first such remote loaded provides the one copy the others use.
const serverStateSingletons = ['@tanstack/react-query', '@app/shared/query'];
// @app/shared/format and @app/shared/contract hold no state: each app compiles in only the
// functions it uses (a shared module cannot be tree-shaken, and format would bring all of date-fns).

/**
 * The `shared` config for the app at `dir`: every entry a singleton with the version it was built
 * with and the range it needs; `strictVersion` makes a clash fail the remote's load (the shell's
 * fallback names it) rather than run a copy it was not built against. `host`: the startup
 * singletons are eager.
 */
function sharedSingletons({ dir, serverState = false, host = false }) {
  return Object.fromEntries(
    [...singletons, ...(serverState ? serverStateSingletons : [])].map((name) => [
      name,
      {
        singleton: true,
        strictVersion: true,
        ...(host && startupSingletons.includes(name) ? { eager: true } : {}),
        ...sharedVersionOf(name, dir),
      },
    ]),
  );
}

module.exports = { singletons, serverStateSingletons, sharedSingletons };
