import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { resumeCopiesDir } from '@/bot/resume-copies';
import { jobApplications, jobSearches, linkedinCredentials, users } from '@/db/schema';
import { createBotUser } from '@test/helpers/bot-user';
import { EXTRA, recordLiveEvents, RESUME_TEXT, startBotHarness, type BotHarness } from '@test/helpers/bot-harness';

// product §11: deleting an account while one of its searches runs. The run is held at LinkedIn's
// PIN (a `+verify` account, BOT_VERIFICATION_TIMEOUT far beyond the test), so the deletion lands
// mid-run; the run must then end by itself, quietly, writing nothing for the deleted user.
let h: BotHarness;

beforeAll(async () => {
  h = await startBotHarness({ verificationTimeoutSeconds: 600 });
  await h.reset({ jobs: [] });
});
afterAll(() => h.close());

const copiesOf = (searchId: number) =>
  readdirSync(resumeCopiesDir(h.t.config.dataDir)).filter((entry) =>
    entry.startsWith(`${process.pid}-search${searchId}-`),
  );

describe('deleting the account of a running search', () => {
  it('ends the run without a write or a crash, and removes its resume copy', async () => {
    const linkedin = { username: `ada-${Date.now()}+verify@example.com`, password: 'pin-pass' };
    const u = await createBotUser(h.t, { linkedin, resumeText: RESUME_TEXT, extra: EXTRA });
    const live = await recordLiveEvents(h.t, u.user.id);
    const crashes = jest.spyOn(h.t.app.log, 'error');
    try {
      const start = await h.t.request('POST', `/django/api/job-search/${u.searchId}/start/`, { token: u.token });
      expect(start.status).toBe(200);
      await live.waitFor((event, data) => event === 'login_to_linkedin' && data.status === 'verification_code');
      expect(copiesOf(u.searchId)).toHaveLength(1);

      const deleted = await h.t.request('DELETE', '/django/api/accounts/users/me/', {
        token: u.token,
        body: { current_password: u.password },
      });
      expect(deleted.status).toBe(204);
      expect(copiesOf(u.searchId)).toEqual([]);

      // The run sees its search gone at its next check and ends.
      await (h.t.app.searchQueue as unknown as { idle(): Promise<void> }).idle();
      expect(crashes).not.toHaveBeenCalled();
      const db = h.t.database.db;
      for (const [table, column] of [
        [users, users.id],
        [jobSearches, jobSearches.userId],
        [jobApplications, jobApplications.userId],
        [linkedinCredentials, linkedinCredentials.userId],
      ] as const) {
        const [row] = await db.select({ n: count() }).from(table).where(eq(column, u.user.id));
        expect(row!.n).toBe(0);
      }
      expect(copiesOf(u.searchId)).toEqual([]);
      expect(existsSync(path.join(h.t.config.dataDir, 'snapshots'))).toBe(false);
    } finally {
      crashes.mockRestore();
      live.close();
    }
  });
});
