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

// When LinkedIn renames an element the bot relies on, the search stops as failed with a note naming
// it (never applying to nothing) once it is missing on 3 postings in a row (or at once on a page
// every run needs, the job list); each such posting is recorded as failed with a plain reason, and
// the pages are kept under DATA_DIR/snapshots.
let h: BotHarness;

beforeAll(async () => {
  h = await startBotHarness();
});
afterAll(() => h.close());

const cases = [
  ['job-list', 'the job list (li[data-occludable-job-id])'],
  ['easy-apply-button', 'the Easy Apply button'],
  [
    'next-button',
    'the Easy Apply step buttons ("Continue to next step", "Review your application", "Submit application")',
  ],
  [
    'submit-button',
    'the Easy Apply step buttons ("Continue to next step", "Review your application", "Submit application")',
  ],
] as const;

describe('drift: a renamed LinkedIn element', () => {
  it.each(cases)('%s → failed, naming %s', async (rename, what) => {
    await h.reset({ jobs: [posting('601'), posting('602'), posting('603'), posting('604')] });
    await h.control('/__sandbox/drift', { rename });
    const u = await createBotUser(h.t, {
      linkedin: { username: `drift-${rename}-${Date.now()}@example.com`, password: 'drift-pass' },
      resumeText: RESUME_TEXT,
      extra: EXTRA,
    });
    const res = await h.t.request('POST', `/django/api/job-search/${u.searchId}/start/`, { token: u.token });
    expect(res.status).toBe(200);
    const search = await waitForRunEnd(h.t, u.token, u.searchId);
    expect(search).toMatchObject({
      status: 'failed',
      num_applied_jobs: 0,
      notes: runNotes.pageNotRecognised,
    });
    // What was not found is the operator's business (the log and the snapshot), never the user's.
    expect(search.notes).not.toContain(what);
    expect(await h.submissions()).toEqual([]);
    const snapshots = path.join(h.t.config.dataDir, 'snapshots');
    const files = readdirSync(snapshots).filter((f) => f.startsWith(`search-${u.searchId}-`));
    // One page for the job list; one per posting for an element inside a posting.
    expect(files).toHaveLength(rename === 'job-list' ? 1 : 3);
    expect(await readFile(path.join(snapshots, files[0]!), 'utf8')).toContain('<html');
    const applications = await applicationsOf(h.t, u.token, u.searchId);
    expect(applications.map((a) => [a.job_url, a.status, a.error_message])).toEqual(
      rename === 'job-list'
        ? []
        : ['601', '602', '603'].map((id) => [expect.stringContaining(id), 'failed', postingReasons.notRecognised]),
    );
  });
});
