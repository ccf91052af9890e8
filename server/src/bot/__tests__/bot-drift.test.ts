import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { readdirSync } from 'node:fs';
import { createBotUser } from '@test/helpers/bot-user';
import { postingReasons, runNotes } from '../run-notes';
import {
  applicationsOf,
  EXTRA,
  posting,
  RESUME_TEXT,
  startBotHarness,
  waitForRunEnd,
  type BotHarness,
} from '@test/helpers/bot-harness';

// When LinkedIn renames an element the bot relies on: a page every run needs (the job list) ends
// the search as failed with a plain note; an element inside a posting makes that posting fail with
// a plain reason while the run goes on (it ends without applying, counting them). The pages are kept
// under DATA_DIR/snapshots. A renamed apply button changes nothing: what it does decides.
let h: BotHarness;

beforeAll(async () => {
  h = await startBotHarness();
});
afterAll(() => h.close());

const start = async (rename: string) => {
  await h.reset({ jobs: [posting('601'), posting('602'), posting('603'), posting('604')] });
  await h.control('/__sandbox/drift', { rename });
  const u = await createBotUser(h.t, {
    linkedin: { username: `drift-${rename}-${Date.now()}@example.com`, password: 'drift-pass' },
    resumeText: RESUME_TEXT,
    extra: EXTRA,
  });
  const res = await h.t.request('POST', `/django/api/job-search/${u.searchId}/start/`, { token: u.token });
  expect(res.status).toBe(200);
  return { u, search: await waitForRunEnd(h.t, u.token, u.searchId, 180_000) };
};

const snapshotsOf = (searchId: number) =>
  readdirSync(path.join(h.t.config.dataDir, 'snapshots')).filter((f) => f.includes(`-search-${searchId}-`));

describe('drift: a renamed LinkedIn element', () => {
  it('job-list → failed, with a plain note and the page kept', async () => {
    const { u, search } = await start('job-list');
    expect(search).toMatchObject({ status: 'failed', num_applied_jobs: 0, notes: runNotes.pageNotRecognised });
    // What was not found is the operator's business (the log and the snapshot), never the user's.
    expect(search.notes).not.toContain('data-occludable-job-id');
    expect(await h.submissions()).toEqual([]);
    const files = snapshotsOf(u.searchId);
    expect(files).toHaveLength(1);
    expect(await readFile(path.join(h.t.config.dataDir, 'snapshots', files[0]!), 'utf8')).toContain('<html');
    expect(await applicationsOf(h.t, u.token, u.searchId)).toEqual([]);
  });

  it.each(['next-button', 'submit-button'])(
    '%s → every posting fails alone with a plain reason, the run goes on to its end',
    async (rename) => {
      const { u, search } = await start(rename);
      expect(search).toMatchObject({
        status: 'nothing_applied',
        num_applied_jobs: 0,
        notes: runNotes.nothingApplied({
          waiting: 0,
          failed: 4,
          not_relevant: 0,
          already_applied: 0,
          skipped: 0,
          excluded: 0,
        }),
      });
      expect(await h.submissions()).toEqual([]);
      expect(snapshotsOf(u.searchId)).toHaveLength(4);
      const applications = await applicationsOf(h.t, u.token, u.searchId);
      expect(applications.map((a) => [a.job_url, a.status, a.error_message])).toEqual(
        ['601', '602', '603', '604'].map((id) => [expect.stringContaining(id), 'failed', postingReasons.notRecognised]),
      );
    },
  );

  it('easy-apply-button → still applied: the renamed button opens LinkedIn’s dialog', async () => {
    const { search } = await start('easy-apply-button');
    expect(search).toMatchObject({ status: 'completed', num_applied_jobs: 3 });
    expect((await h.submissions()).map((s) => s.jobId)).toEqual(['601', '602', '603']);
  });
});
