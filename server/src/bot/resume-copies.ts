import { readdirSync, rmSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

/**
 * The bot hands LinkedIn's file input a copy of the resume on disk. Each copy's folder is named
 * after the process that made it (`jobpilot-resume-<pid>-…`), so the copies a crashed process
 * left can be told from those of a process still running (another server, a test) and removed.
 */
const PREFIX = 'jobpilot-resume-';

/**
 * A new folder for one run's resume copy (the run removes it when it ends), named after the search
 * too, so deleting the account removes the copies of its runs at once.
 */
export function makeResumeCopyFolder(searchId: number): Promise<string> {
  return mkdtemp(path.join(os.tmpdir(), `${PREFIX}${process.pid}-search${searchId}-`));
}

/** Removes this process's folders of these searches' resume copies; answers how many went. */
export function removeResumeCopiesOfSearches(searchIds: number[], tmpDir = os.tmpdir()): number {
  const ids = new Set(searchIds.map(String));
  let removed = 0;
  for (const entry of readdirSync(tmpDir)) {
    const search = new RegExp(`^${PREFIX}\\d+-search(\\d+)-`).exec(entry)?.[1];
    if (!search || !ids.has(search)) continue;
    rmSync(path.join(tmpDir, entry), { recursive: true, force: true });
    removed += 1;
  }
  return removed;
}

/** Removes the copies of processes that are gone; answers how many folders went. */
export function removeOrphanedResumeCopies(tmpDir = os.tmpdir()): number {
  let removed = 0;
  for (const entry of readdirSync(tmpDir)) {
    const owner = new RegExp(`^${PREFIX}(\\d+)-`).exec(entry)?.[1];
    if (!owner || isAlive(Number(owner))) continue;
    rmSync(path.join(tmpDir, entry), { recursive: true, force: true });
    removed += 1;
  }
  return removed;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
