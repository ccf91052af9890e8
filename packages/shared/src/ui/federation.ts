declare global {
  interface Window {
    /** Per app, identities of modules that must be singletons; e2e compares them across apps. */
    __APP_SINGLETONS__?: Record<string, Record<string, unknown>>;
  }
}

/**
 * Records, per app, the identity of functions that exist once at run time when federation shares
 * them correctly (e.g. React.useState, the session store hook). Cheap enough to keep in production,
 * where the end-to-end tests check it.
 */
export function registerSingletonProbe(app: string, identities: Record<string, unknown>): void {
  if (typeof window === 'undefined') return;
  window.__APP_SINGLETONS__ = { ...window.__APP_SINGLETONS__, [app]: identities };
}

/**
 * `Module` when it has everything `Contract` asks for, else a type error. A remote writes
 * `type _Contract = Implements<typeof exposed, RemoteRoutesModule>` in its exposed module, so
 * `pnpm typecheck` fails when the module drifts from what its consumers load.
 */
export type Implements<Module extends Contract, Contract> = Module;
