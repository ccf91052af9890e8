import { createBotUser } from '@test/helpers/bot-user';
import {
  EXTRA,
  recordLiveEvents,
  RESUME_TEXT,
  startBotHarness,
  waitForRunEnd,
  type BotHarness,
} from '@test/helpers/bot-harness';

// Cancel in the code dialog (product §4.4). BOT_VERIFICATION_TIMEOUT is 10 minutes here, far beyond
// the test's own time limit: a run that ends at all ended because of the cancel, not the timeout.
let h: BotHarness;

beforeAll(async () => {
  h = await startBotHarness({ verificationTimeoutSeconds: 600 });
  await h.reset({ jobs: [] });
});
afterAll(() => h.close());

const api = (path: string, token: string, body?: unknown) =>
  h.t.request('POST', `/django/api/job-search/${path}`, { token, body });

const loginStatuses = (events: Array<{ event: string; data: any }>) =>
  events.filter((e) => e.event === 'login_to_linkedin').map((e) => e.data.status);

const mailsTo = async (email: string) => (await h.mailbox()).filter((m) => m.to === email);

/** The PIN of a mail newer than the `seen` ones (each sign-in mails a new one; the mailbox lists newest first). */
async function pinFor(email: string, seen: number) {
  for (let i = 0; i < 50; i += 1) {
    const mails = await mailsTo(email);
    if (mails.length > seen) return mails[0]!.pin;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no PIN mailed to ${email}`);
}

describe('Cancel while LinkedIn asks for a PIN', () => {
  it('ends the run at once as stopped by the user; the next Start asks for a PIN again and signs in', async () => {
    const linkedin = { username: `ada-${Date.now()}+verify@example.com`, password: 'pin-pass' };
    const u = await createBotUser(h.t, { linkedin, resumeText: RESUME_TEXT, extra: EXTRA });
    const live = await recordLiveEvents(h.t, u.user.id);
    const asked = (data: any) => data.status === 'verification_code';
    try {
      expect(await api(`${u.searchId}/start/`, u.token)).toMatchObject({ status: 200 });
      await live.waitFor((event, data) => event === 'login_to_linkedin' && asked(data));
      expect(live.events().find((e) => asked(e.data))?.data).toMatchObject({ timeout_seconds: 600 });
      // The request is state too: a page that reads the search now opens the dialog with the time left.
      const waiting = await h.t.request('GET', `/django/api/job-search/${u.searchId}/`, { token: u.token });
      expect(waiting.body.verification_seconds_left).toBeGreaterThan(590);

      expect(await api('cancel-verification/', u.token, { job_search_id: u.searchId })).toMatchObject({
        status: 200,
        body: { detail: 'Verification cancelled.' },
      });
      const ended = await waitForRunEnd(h.t, u.token, u.searchId);
      // The user's own choice: stopped, in neutral words; the login event still says failed (the spec's).
      expect(ended).toMatchObject({
        status: 'stopped',
        notes:
          'You cancelled the LinkedIn verification, so the search stopped before signing in. Start it again when you are ready.',
        verification_seconds_left: null,
      });
      expect(ended.notes).not.toMatch(/credentials|fix|account/i);
      expect(loginStatuses(live.events())).toEqual(['started', 'verification_code', 'failed']);

      // A fresh start: a fresh PIN request, and this time the code is typed.
      live.client.frames.length = 0;
      const seen = (await mailsTo(linkedin.username)).length;
      expect(await api(`${u.searchId}/start/`, u.token)).toMatchObject({ status: 200 });
      await live.waitFor((event, data) => event === 'login_to_linkedin' && asked(data));
      const pin = await pinFor(linkedin.username, seen);
      expect(await api('submit-verification-code/', u.token, { verification_code: pin })).toMatchObject({
        status: 200,
      });
      expect(await waitForRunEnd(h.t, u.token, u.searchId)).toMatchObject({ status: 'no_matches' });
      expect(loginStatuses(live.events())).toEqual(['started', 'verification_code', 'verifying', 'succeeded']);
    } finally {
      live.close();
    }
  });
});
