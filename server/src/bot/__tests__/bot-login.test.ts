import { createBotUser, type BotUser } from '@test/helpers/bot-user';
import {
  EXTRA,
  recordLiveEvents,
  RESUME_TEXT,
  startBotHarness,
  waitForRunEnd,
  type BotHarness,
} from '@test/helpers/bot-harness';

// Signing in to the sandbox in real Chromium: saved cookies, password, the emailed PIN handed over
// through the API, and the ways it fails. BOT_VERIFICATION_TIMEOUT is 3 s here.
let h: BotHarness;

beforeAll(async () => {
  h = await startBotHarness({ verificationTimeoutSeconds: 3 });
  await h.reset({ jobs: [] });
});
afterAll(() => h.close());

let sequence = 0;
const pinAccount = () => ({
  username: `grace${(sequence += 1)}-${Date.now()}+verify@example.com`,
  password: 'pin-pass',
});

async function start(user: BotUser) {
  const res = await h.t.request('POST', `/django/api/job-search/${user.searchId}/start/`, { token: user.token });
  expect(res.status).toBe(200);
}

const submitCode = (user: BotUser, code: string) =>
  h.t.request('POST', '/django/api/job-search/submit-verification-code/', {
    token: user.token,
    body: { verification_code: code },
  });

const loginStatuses = (events: Array<{ event: string; data: any }>) =>
  events.filter((e) => e.event === 'login_to_linkedin').map((e) => e.data.status);

async function pinFor(email: string) {
  for (let i = 0; i < 50; i += 1) {
    const mail = (await h.mailbox()).find((m) => m.to === email);
    if (mail) return mail.pin;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no PIN mailed to ${email}`);
}

describe('LinkedIn login', () => {
  it('types the PIN the user submits through the API, then saves the session for the next run', async () => {
    const linkedin = pinAccount();
    const u = await createBotUser(h.t, { linkedin, resumeText: RESUME_TEXT, extra: EXTRA });
    const live = await recordLiveEvents(h.t, u.user.id);
    try {
      await start(u);
      await live.waitFor((event, data) => event === 'login_to_linkedin' && data.status === 'verification_code');
      expect(await submitCode(u, await pinFor(linkedin.username))).toMatchObject({ status: 200 });
      const search = await waitForRunEnd(h.t, u.token, u.searchId);
      // Signed in; the scenario has no jobs, so the run ends as finding none (product §4.2).
      expect(search.status).toBe('no_matches');
      expect(loginStatuses(live.events())).toEqual(['started', 'verification_code', 'verifying', 'succeeded']);
      const credentials = await h.t.request('GET', '/django/api/job-search/linkedin-credentials/', { token: u.token });
      expect(credentials.body[0].cookies_saved).toBe(true);

      // The next run signs in with the saved cookies: no PIN asked.
      live.client.frames.length = 0;
      await start(u);
      await waitForRunEnd(h.t, u.token, u.searchId);
      expect(loginStatuses(live.events())).toEqual(['started', 'succeeded']);
    } finally {
      live.close();
    }
  });

  it('a wrong PIN: login_failed, and the login dialog is told it failed', async () => {
    const linkedin = pinAccount();
    const u = await createBotUser(h.t, { linkedin, resumeText: RESUME_TEXT, extra: EXTRA });
    const live = await recordLiveEvents(h.t, u.user.id);
    try {
      await start(u);
      await live.waitFor((event, data) => event === 'login_to_linkedin' && data.status === 'verification_code');
      const pin = await pinFor(linkedin.username);
      const wrong = pin === '000000' ? '111111' : '000000';
      expect(await submitCode(u, wrong)).toMatchObject({ status: 200 });
      const search = await waitForRunEnd(h.t, u.token, u.searchId);
      expect(search).toMatchObject({ status: 'login_failed', notes: 'LinkedIn did not accept the verification code.' });
      expect(loginStatuses(live.events())).toEqual(['started', 'verification_code', 'verifying', 'failed']);
    } finally {
      live.close();
    }
  });

  it('no PIN within BOT_VERIFICATION_TIMEOUT: login_failed', async () => {
    const u = await createBotUser(h.t, { linkedin: pinAccount(), resumeText: RESUME_TEXT, extra: EXTRA });
    const live = await recordLiveEvents(h.t, u.user.id);
    try {
      await start(u);
      const search = await waitForRunEnd(h.t, u.token, u.searchId);
      expect(search).toMatchObject({
        status: 'login_failed',
        notes: 'LinkedIn asked for a verification code and none was entered in time.',
      });
      expect(loginStatuses(live.events())).toEqual(['started', 'verification_code', 'failed']);
      // The dialog is told how long the bot waits: BOT_VERIFICATION_TIMEOUT, so both count the same.
      const asked = live.events().find((e) => e.data.status === 'verification_code');
      expect(asked?.data).toEqual({ status: 'verification_code', job_search_id: u.searchId, timeout_seconds: 3 });
      // The worker no longer waits: a late code is refused.
      expect(await submitCode(u, '123456')).toMatchObject({ status: 400 });
    } finally {
      live.close();
    }
  });

  it('a wrong LinkedIn password: login_failed with a note saying so', async () => {
    const email = `hopper-${Date.now()}@example.com`;
    await h.reset({ accounts: [{ email, password: 'the-right-one' }], jobs: [] });
    const u = await createBotUser(h.t, {
      linkedin: { username: email, password: 'not-the-right-one' },
      resumeText: RESUME_TEXT,
      extra: EXTRA,
    });
    await start(u);
    const search = await waitForRunEnd(h.t, u.token, u.searchId);
    expect(search).toMatchObject({
      status: 'login_failed',
      notes: 'LinkedIn did not accept the saved email and password. Check your LinkedIn credentials.',
    });
  });
});
