import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { makeResumeCopyFolder, removeOrphanedResumeCopies, removeResumeCopiesOfSearches } from '../resume-copies';

describe('resume copies in the temp folder', () => {
  it('names each folder after its process, and removes only those of processes that are gone', async () => {
    const ours = await makeResumeCopyFolder(7);
    expect(path.basename(ours)).toMatch(new RegExp(`^jobpilot-resume-${process.pid}-`));
    rmSync(ours, { recursive: true });

    const tmp = mkdtempSync(path.join(os.tmpdir(), 'resume-copies-'));
    // A process that has exited: its pid is (for now) not in use.
    const gone = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']).stdout.toString();
    const orphan = path.join(tmp, `jobpilot-resume-${gone}-abc123`);
    const live = path.join(tmp, `jobpilot-resume-${process.pid}-def456`);
    const other = path.join(tmp, 'something-else');
    for (const folder of [orphan, live, other]) {
      mkdirSync(folder);
      writeFileSync(path.join(folder, 'cv.pdf'), '%PDF-1.4');
    }
    expect(removeOrphanedResumeCopies(tmp)).toBe(1);
    expect(existsSync(orphan)).toBe(false);
    expect(existsSync(live)).toBe(true);
    expect(existsSync(other)).toBe(true);
    rmSync(tmp, { recursive: true });
  });

  it("removes the copies of a deleted account's searches only", () => {
    const tmp = mkdtempSync(path.join(os.tmpdir(), 'resume-copies-'));
    const theirs = path.join(tmp, `jobpilot-resume-${process.pid}-search7-abc123`);
    const someoneElses = path.join(tmp, `jobpilot-resume-${process.pid}-search70-def456`);
    for (const folder of [theirs, someoneElses]) mkdirSync(folder);
    expect(removeResumeCopiesOfSearches([7, 8], tmp)).toBe(1);
    expect(existsSync(theirs)).toBe(false);
    expect(existsSync(someoneElses)).toBe(true);
    rmSync(tmp, { recursive: true });
  });
});
