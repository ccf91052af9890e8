import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import path from 'node:path';

/**
 * The bot hands LinkedIn's file input a copy of the resume on disk. The copies live in the
 * installation's DATA_DIR (owner-only, like the rest of the user's files), not the machine's temp
 * folder: there, another installation's account deletion (a test server, a second instance) would
 * remove a running search's copy because its search has the same id. Each copy's folder is named
 * after the process that made it (`<pid>-search<id>-…`), so the copies a crashed process left can
 * be told from those of a process still running and removed.
 */
export function resumeCopiesDir(dataDir: string): string {
  return path.join(dataDir, 'resume-copies');
}

/**
 * A new folder for one run's resume copy (the run removes it when it ends), named after the search
 * too, so deleting the account removes the copies of its runs at once, whichever process made them.
 */
export function makeResumeCopyFolder(dataDir: string, searchId: number): Promise<string> {
  const dir = resumeCopiesDir(dataDir);
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  return mkdtemp(path.join(dir, `${process.pid}-search${searchId}-`));
}

/** Removes the folders of these searches' resume copies; answers how many went. */
export function removeResumeCopiesOfSearches(dataDir: string, searchIds: number[]): number {
  const ids = new Set(searchIds.map(String));
  let removed = 0;
  for (const entry of entriesOf(resumeCopiesDir(dataDir))) {
    const search = /^\d+-search(\d+)-/.exec(entry)?.[1];
    if (!search || !ids.has(search)) continue;
    rmSync(path.join(resumeCopiesDir(dataDir), entry), { recursive: true, force: true });
    removed += 1;
  }
  return removed;
}

/** Removes the copies of processes that are gone; answers how many folders went. */
export function removeOrphanedResumeCopies(dataDir: string): number {
  let removed = 0;
  for (const entry of entriesOf(resumeCopiesDir(dataDir))) {
    const owner = /^(\d+)-/.exec(entry)?.[1];
    if (!owner || isAlive(Number(owner))) continue;
    rmSync(path.join(resumeCopiesDir(dataDir), entry), { recursive: true, force: true });
    removed += 1;
  }
  return removed;
}

/** A folder's entries; none before the first run made it. */
function entriesOf(dir: string): string[] {
  try {
    return readdirSync(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
