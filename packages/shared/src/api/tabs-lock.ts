// A lock every tab of this browser (one origin) shares: the Web Locks API, or where a browser
// lacks it, a lease written in local storage (which every tab of the origin reads and writes).

/** How long a storage lease holds before another tab may take it (a tab closed while holding it). */
const LEASE_MS = 15_000;
/** How often a tab waiting for a storage lease looks again. */
const POLL_MS = 50;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Lease {
  owner: string;
  until: number;
}

function readLease(key: string): Lease | null {
  try {
    const lease = JSON.parse(localStorage.getItem(key) ?? 'null') as Lease | null;
    return lease && typeof lease.owner === 'string' && typeof lease.until === 'number' ? lease : null;
  } catch {
    return null;
  }
}

/** Runs `work` holding a storage lease on `name`: written, then read back after a moment, so that of two tabs writing at once one wins. */
async function withStorageLease<T>(name: string, work: () => Promise<T>): Promise<T> {
  const key = `lock:${name}`;
  const owner = `${Date.now()}-${Math.random()}`;
  for (;;) {
    const held = readLease(key);
    if (!held || held.until < Date.now()) {
      localStorage.setItem(key, JSON.stringify({ owner, until: Date.now() + LEASE_MS }));
      await sleep(POLL_MS);
      if (readLease(key)?.owner === owner) break;
    } else {
      await sleep(POLL_MS);
    }
  }
  try {
    return await work();
  } finally {
    if (readLease(key)?.owner === owner) localStorage.removeItem(key);
  }
}

/** Runs `work` while no other tab of this browser runs work under the same `name`. */
export function withTabsLock<T>(name: string, work: () => Promise<T>): Promise<T> {
  if (typeof navigator !== 'undefined' && navigator.locks) {
    return navigator.locks.request(name, work) as Promise<T>;
  }
  return withStorageLease(name, work);
}
