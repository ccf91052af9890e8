import { readFileSync, unlinkSync, writeFileSync } from 'node:fs';

/**
 * PGlite takes no lock of its own: two processes on one data directory would both write and
 * corrupt it silently. This lock file (holding the owner's pid) lets exactly one process in.
 * A lock left by a process that is gone is taken over.
 */
const heldHere = new Set<string>();

export function acquireEmbeddedLock(lockFile: string): () => void {
  if (heldHere.has(lockFile)) throw inUse(process.pid);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      writeFileSync(lockFile, String(process.pid), { flag: 'wx', mode: 0o600 });
      heldHere.add(lockFile);
      const release = () => {
        heldHere.delete(lockFile);
        try {
          if (readFileSync(lockFile, 'utf8') === String(process.pid)) unlinkSync(lockFile);
        } catch {
          // already gone
        }
      };
      process.once('exit', release);
      return () => {
        process.removeListener('exit', release);
        release();
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(readFileSync(lockFile, 'utf8'));
      if (owner && owner !== process.pid && isAlive(owner)) {
        throw inUse(owner);
      }
      unlinkSync(lockFile); // stale: its owner is gone
    }
  }
  throw new Error(`Could not lock the embedded database (${lockFile}).`);
}

function inUse(pid: number) {
  return new Error(
    `The embedded database is in use by process ${pid}. Stop that process first, or set DATABASE_URL to share a PostgreSQL database between processes.`,
  );
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
