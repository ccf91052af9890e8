import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { acquireEmbeddedLock } from '../embedded-lock';

const tmp = () => mkdtempSync(path.join(os.tmpdir(), 'lock-'));

describe('acquireEmbeddedLock', () => {
  it('writes our pid and removes the file on release', () => {
    const file = path.join(tmp(), 'pglite.lock');
    const release = acquireEmbeddedLock(file);
    expect(readFileSync(file, 'utf8')).toBe(String(process.pid));
    release();
    expect(existsSync(file)).toBe(false);
  });

  it('refuses while another live process holds it', async () => {
    const file = path.join(tmp(), 'pglite.lock');
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 10000)']);
    try {
      writeFileSync(file, String(other.pid));
      expect(() => acquireEmbeddedLock(file)).toThrow(`The embedded database is in use by process ${other.pid}.`);
    } finally {
      other.kill();
    }
  });

  it('takes over a lock whose process is gone', async () => {
    const file = path.join(tmp(), 'pglite.lock');
    const gone = spawn(process.execPath, ['-e', '0']);
    await new Promise((resolve) => gone.on('exit', resolve));
    writeFileSync(file, String(gone.pid));
    const release = acquireEmbeddedLock(file);
    expect(readFileSync(file, 'utf8')).toBe(String(process.pid));
    release();
  });
});
