import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../client';
import { createUser, findUserByEmail } from '../repositories/users';

// The embedded default keeps its files under DATA_DIR: data written before a restart is there after it.
describe('embedded PGlite database', () => {
  it('persists across a close and reopen, and admits one opener at a time', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pglite-'));
    const first = await openDatabase({ dataDir });
    await createUser(first.db, {
      email: 'kept@example.com',
      firstName: 'K',
      lastName: 'P',
      passwordHash: 'x',
      credits: 3,
    });
    await expect(openDatabase({ dataDir })).rejects.toThrow(/The embedded database is in use by process/);
    await first.close();

    const second = await openDatabase({ dataDir });
    try {
      expect(await findUserByEmail(second.db, 'kept@example.com')).toMatchObject({ credits: 3 });
    } finally {
      await second.close();
    }
  });
});
