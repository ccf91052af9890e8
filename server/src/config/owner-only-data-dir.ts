import { chmodSync, lstatSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * Files this process creates are readable by their owner only: DATA_DIR holds the embedded
 * database (password hashes, resumes, sealed credentials), mail and page snapshots. The embedded
 * database's initdb runs in a child process, which inherits it.
 */
export const OWNER_ONLY_UMASK = 0o077;

/**
 * Creates a folder (DATA_DIR) owner-only, and makes owner-only everything already under it that
 * is not: an install from before the umask, or what the embedded database's initdb just wrote
 * (it sets its files' modes itself, 0666, whatever the umask). Symbolic links are neither
 * followed nor changed; a file of another user, or one that vanishes meanwhile, is skipped.
 * Returns how many files and folders were changed.
 */
export function makeOwnerOnly(dataDir: string): number {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  let changed = 0;
  const visit = (entry: string) => {
    let stat;
    try {
      stat = lstatSync(entry);
    } catch {
      return;
    }
    if (stat.isSymbolicLink()) return;
    if ((stat.mode & 0o077) !== 0) {
      try {
        chmodSync(entry, stat.mode & 0o700);
        changed += 1;
      } catch {
        // not ours to change
      }
    }
    if (stat.isDirectory()) {
      let names: string[] = [];
      try {
        names = readdirSync(entry);
      } catch {
        return;
      }
      for (const name of names) visit(path.join(entry, name));
    }
  };
  visit(dataDir);
  return changed;
}
