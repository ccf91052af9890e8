import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { withStartDataDir } from '../start-data-dir';

// `cli mail list` reads the outbox of the server `pnpm start` ran, without DATA_DIR given again.
describe('the data directory pnpm start used', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'start-data-dir-'));
  const file = path.join(dir, '.start-data-dir');
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('fills DATA_DIR from the note when it is not set, and says so', () => {
    writeFileSync(file, `${dir}\n`);
    expect(withStartDataDir({}, file)).toEqual({ env: { DATA_DIR: dir }, from: dir });
  });

  it('leaves an explicit DATA_DIR or DATABASE_URL alone', () => {
    writeFileSync(file, `${dir}\n`);
    expect(withStartDataDir({ DATA_DIR: './mine' }, file)).toEqual({ env: { DATA_DIR: './mine' } });
    expect(withStartDataDir({ DATABASE_URL: 'postgres://x' }, file)).toEqual({ env: { DATABASE_URL: 'postgres://x' } });
  });

  it('ignores a missing note, a relative path or a directory that is gone', () => {
    expect(withStartDataDir({}, path.join(dir, 'none'))).toEqual({ env: {} });
    writeFileSync(file, 'relative/data\n');
    expect(withStartDataDir({}, file)).toEqual({ env: {} });
    writeFileSync(file, `${path.join(dir, 'gone')}\n`);
    expect(withStartDataDir({}, file)).toEqual({ env: {} });
  });
});
