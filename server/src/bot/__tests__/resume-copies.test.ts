import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  makeResumeCopyFolder,
  removeOrphanedResumeCopies,
  removeResumeCopiesOfSearches,
  resumeCopiesDir,
} from '../resume-copies';

let dataDir: string;
beforeEach(() => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'resume-copies-'));
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

/** Folders as a process would have left them in DATA_DIR, each holding a resume. */
function foldersIn(dir: string, names: string[]): string[] {
  mkdirSync(dir, { recursive: true });
  return names.map((name) => {
    const folder = path.join(dir, name);
    mkdirSync(folder);
    writeFileSync(path.join(folder, 'cv.pdf'), '%PDF-1.4');
    return folder;
  });
}

describe('resume copies in DATA_DIR', () => {
  it('are made in DATA_DIR, owner-only, and named after their process and search', async () => {
    const ours = await makeResumeCopyFolder(dataDir, 7);
    expect(path.dirname(ours)).toBe(resumeCopiesDir(dataDir));
    expect(path.basename(ours)).toMatch(new RegExp(`^${process.pid}-search7-`));
    expect(statSync(resumeCopiesDir(dataDir)).mode & 0o077).toBe(0);
  });

  it('removes only the copies of processes that are gone', () => {
    // A process that has exited: its pid is (for now) not in use.
    const gone = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']).stdout.toString();
    const [orphan, live, other] = foldersIn(resumeCopiesDir(dataDir), [
      `${gone}-search1-abc123`,
      `${process.pid}-search2-def456`,
      'something-else',
    ]);
    expect(removeOrphanedResumeCopies(dataDir)).toBe(1);
    expect(existsSync(orphan!)).toBe(false);
    expect(existsSync(live!)).toBe(true);
    expect(existsSync(other!)).toBe(true);
  });

  it("removes the copies of a deleted account's searches only, whichever process made them", () => {
    const [theirs, theirsInWorker, someoneElses] = foldersIn(resumeCopiesDir(dataDir), [
      `${process.pid}-search7-abc123`,
      `${process.pid + 1}-search8-abc124`,
      `${process.pid}-search70-def456`,
    ]);
    expect(removeResumeCopiesOfSearches(dataDir, [7, 8])).toBe(2);
    expect(existsSync(theirs!)).toBe(false);
    expect(existsSync(theirsInWorker!)).toBe(false);
    expect(existsSync(someoneElses!)).toBe(true);
  });

  it("leaves another installation's copies of a search with the same id alone", async () => {
    const otherInstallation = mkdtempSync(path.join(os.tmpdir(), 'resume-copies-other-'));
    try {
      const running = await makeResumeCopyFolder(otherInstallation, 1);
      expect(removeResumeCopiesOfSearches(dataDir, [1])).toBe(0);
      expect(existsSync(running)).toBe(true);
    } finally {
      rmSync(otherInstallation, { recursive: true, force: true });
    }
  });

  it('finds nothing to remove before a first run made the folder', () => {
    expect(removeOrphanedResumeCopies(dataDir)).toBe(0);
    expect(removeResumeCopiesOfSearches(dataDir, [1])).toBe(0);
  });
});
