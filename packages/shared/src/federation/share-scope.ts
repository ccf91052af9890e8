// The bundler's sharing runtime (rspack's container protocol), as the loader uses it. These names
// exist only in a build with `shared` configured; under jest they are undefined.

/** Module name → version → who provides it and whether it runs already. */
export type ShareScope = Record<string, Record<string, { from?: string; loaded?: unknown; eager?: boolean }>>;

declare global {
  var __webpack_init_sharing__: ((scope: string) => Promise<void>) | undefined;
  var __webpack_share_scopes__: Record<string, ShareScope> | undefined;
}

/** This app's share scope, with the modules it provides registered (the same object every container shares). */
export async function defaultShareScope(): Promise<ShareScope> {
  await __webpack_init_sharing__!('default');
  return __webpack_share_scopes__!.default!;
}

/** The share scope as it is now, without initialising it (empty outside a federated build). */
export function currentShareScope(): ShareScope {
  return (typeof __webpack_share_scopes__ === 'undefined' ? undefined : __webpack_share_scopes__?.default) ?? {};
}
