import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '@/db/client';
import { workAfterAnswersDone } from '@/services/after-answer';
import { startTestApp, type TestApp } from '@test/helpers/test-app';

// The embedded database keeps deleted rows in its files (tables and write-ahead log) until they
// are rewritten: an account deleted must not be readable back from DATA_DIR. PGlite only — on
// PostgreSQL the database's files are its administrator's (TEST_DATABASE_URL: skipped).
const onPglite = process.env.TEST_DATABASE_URL ? describe.skip : describe;

/** The files under `root` whose bytes hold `text`, relative to it. */
function filesHolding(root: string, text: string): string[] {
  const found: string[] = [];
  const visit = (entry: string) => {
    if (statSync(entry).isDirectory()) for (const name of readdirSync(entry)) visit(path.join(entry, name));
    else if (readFileSync(entry).includes(text)) found.push(path.relative(root, entry));
  };
  visit(root);
  return found;
}

onPglite('DELETE /accounts/users/me/ on the embedded database', () => {
  let dataDir: string;
  let t: TestApp;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'jobpilot-deletion-files-'));
    const database = await openDatabase({ dataDir });
    t = await startTestApp({ dataDir }, { database });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('leaves none of the account in the database files', async () => {
    // Words only this account wrote: its name, a tracker note, a custom answer.
    const marker = `Zebediah${Date.now()}`;
    const user = await t.registerUser();
    const token = user.token;
    const named = await t.request('POST', '/django/api/accounts/users/update-profile/', {
      token,
      body: { first_name: marker, last_name: 'Quill' },
    });
    expect(named.status).toBe(200);
    const job = await t.request('POST', '/django/api/jobs', {
      token,
      body: { title: 'Engineer', company: 'Acme', notes: `${marker} interview notes` },
    });
    expect(job.status).toBe(201);
    const extra = await t.request('POST', '/django/api/job-search/extra-information/', {
      token,
      body: { expected_pay: '1', data: { 'Favourite animal?': `${marker} the zebra` } },
    });
    expect(extra.status).toBe(201);
    const pglite = path.join(dataDir, 'pglite');
    expect(filesHolding(pglite, marker)).not.toEqual([]);

    const deleted = await t.request('DELETE', '/django/api/accounts/users/me/', {
      token,
      body: { current_password: user.password },
    });
    expect(deleted.status).toBe(204);
    await workAfterAnswersDone(t.app);
    expect(filesHolding(pglite, marker)).toEqual([]);
    // The database goes on serving.
    expect((await t.registerUser()).user.id).toBeGreaterThan(user.user.id);
  });
});
