import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { readdirSync } from 'node:fs';
import { createBotUser } from '../../../test/helpers/bot-user';
import {
  EXTRA,
  posting,
  RESUME_TEXT,
  startBotHarness,
  waitForRunEnd,
  type BotHarness,
} from '../../../test/helpers/bot-harness';

// When LinkedIn renames an element the bot relies on, the search stops as failed with a note naming
// it (never applying to nothing), and the page is kept under DATA_DIR/snapshots.
let h: BotHarness;

beforeAll(async () => {
  h = await startBotHarness();
});
afterAll(() => h.close());

const cases = [
  ['job-list', 'the job list (li[data-occludable-job-id])'],
  ['easy-apply-button', 'the Easy Apply button (button.jobs-apply-button)'],
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
    await h.reset({ jobs: [posting('601'), posting('602')] });
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
      notes: `Stopped: a LinkedIn page was not recognised (${what} was not found). Nothing more was applied; the operator has a copy of the page.`,
    });
    expect(await h.submissions()).toEqual([]);
    const snapshots = path.join(h.t.config.dataDir, 'snapshots');
    const files = readdirSync(snapshots).filter((f) => f.startsWith(`search-${u.searchId}-`));
    expect(files).toHaveLength(1);
    expect(await readFile(path.join(snapshots, files[0]!), 'utf8')).toContain('<html');
  });
});
