import type * as Contract from '../contract';

export type ContractModule = typeof Contract;
type Loaded = { contract: ContractModule; z: typeof import('zod').z };

let loaded: Loaded | null = null;
let loading: Promise<Loaded> | null = null;

/**
 * The contract's zod schemas, with zod, fetched on first use: the login page renders without them
 * (they are a quarter of its JavaScript) and they arrive while the first answer is on its way. A
 * failed load is not cached: the next use tries again.
 */
export function loadContract(): Promise<Loaded> {
  loading ??= Promise.all([import('../contract'), import('zod')]).then(
    ([contract, { z }]) => (loaded = { contract, z }),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** The schemas if they are already here (then a check can run synchronously), else null. */
export const loadedContract = (): Loaded | null => loaded;
