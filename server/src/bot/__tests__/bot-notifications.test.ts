import { readFileSync } from 'node:fs';
import { simpleParser, type ParsedMail } from 'mailparser';
import { listOutbox } from '@/services/mail/outbox';
import { createBotUser, type BotUser } from '@test/helpers/bot-user';
import {
  EXTRA,
  newLinkedinAccount,
  posting,
  recordLiveEvents,
  RESUME_TEXT,
  startBotHarness,
  waitForRunEnd,
  type BotHarness,
} from '@test/helpers/bot-harness';

// Real Chromium against the sandbox, through the real API; pacing off. Mail goes to the outbox
// (no SMTP_URL), the embedded default, read back as the operator would.
let h: BotHarness;

beforeAll(async () => {
  h = await startBotHarness();
});
afterAll(() => h.close());

const LICENCE = 'Do you have a valid driving licence?';
const KUBERNETES = 'How many years of work experience do you have with Kubernetes?';

const linkedinAccount = () => newLinkedinAccount('notify');

/** One posting applied to, two waiting on two different questions the user's data does not answer. */
async function resetScenario() {
  const base = posting('701').questions!;
  await h.reset({
    jobs: [
      posting('701'),
      posting('702', {
        questions: [...base, { id: 'licence', type: 'radio', label: LICENCE, options: ['Yes', 'No'], step: 3 }],
      }),
      posting('703', { questions: [...base, { id: 'kubernetes', type: 'numeric', label: KUBERNETES, step: 3 }] }),
    ],
  });
}

async function runToEnd(u: BotUser) {
  const res = await h.t.request('POST', `/django/api/job-search/${u.searchId}/start/`, { token: u.token });
  expect(res.status).toBe(200);
  const search = await waitForRunEnd(h.t, u.token, u.searchId);
  // The run's handler (which mails after the status is stored) has returned.
  await (h.t.app.searchQueue as unknown as { idle(): Promise<void> }).idle();
  return search;
}

async function mailsTo(email: string): Promise<ParsedMail[]> {
  const entries = await listOutbox(h.t.config.mail.outboxDir);
  const parsed = await Promise.all(entries.map((entry) => simpleParser(readFileSync(entry.file))));
  return parsed.filter((mail) => (Array.isArray(mail.to) ? mail.to[0] : mail.to)?.text === email).reverse();
}

const optIn = (u: BotUser, settings: { run_ended_email: boolean; answers_needed_email: boolean }) =>
  h.t.request('PUT', '/django/api/accounts/users/me/notifications/', {
    token: u.token,
    body: { ...settings, pin_browser: false },
  });

describe('notification emails of a run, in real Chromium against the sandbox', () => {
  it('an opted-in user gets one answers-needed mail for the run’s two questions and one run-ended mail with the counts', async () => {
    await resetScenario();
    const u = await createBotUser(h.t, {
      linkedin: linkedinAccount(),
      resumeText: RESUME_TEXT,
      extra: EXTRA,
      preference: { search_term: 'Software Engineer;Backend Developer', location: 'Berlin', max_jobs: 5 },
    });
    expect((await optIn(u, { run_ended_email: true, answers_needed_email: true })).status).toBe(200);

    const search = await runToEnd(u);
    expect(search.status).toBe('completed');

    const mails = await mailsTo(u.user.email);
    expect(mails.map((m) => m.subject)).toEqual([
      'JobPilot needs your answers',
      'Your job search "Software Engineer, Backend Developer in Berlin" ended',
    ]);
    const [answers, ended] = mails as [ParsedMail, ParsedMail];

    // Sent at the first question: it lists what is open then (the second came later in the same run).
    expect(answers.text).toContain(
      'Your job search "Software Engineer, Backend Developer in Berlin" found a question your information does ' +
        'not answer, so the job waits for you.',
    );
    expect(answers.text).toContain(`- ${LICENCE}`);
    expect(answers.text).toContain(`Answer on your dashboard: ${h.t.config.publicUrl}/dashboard`);
    expect(answers.html).toContain(`<li>${LICENCE}</li>`);

    expect(ended.text).toContain(
      'Your job search "Software Engineer, Backend Developer in Berlin" has ended: it is complete.',
    );
    expect(ended.text).toContain(search.notes);
    expect(ended.text).toContain('This run: 1 applied, 0 failed, 0 skipped, 2 jobs waiting for your answer.');
    expect(ended.text).toContain(`See the search: ${h.t.config.publicUrl}/job-search/${u.searchId}`);
    expect(ended.html).toContain(`<a href="${h.t.config.publicUrl}/job-search/${u.searchId}">See the search</a>`);
  });

  it('a user who did not opt in gets no mail; run-ended alone sends only that one', async () => {
    await resetScenario();
    const silent = await createBotUser(h.t, { linkedin: linkedinAccount(), resumeText: RESUME_TEXT, extra: EXTRA });
    expect((await runToEnd(silent)).status).toBe('completed');
    expect(await mailsTo(silent.user.email)).toEqual([]);

    await resetScenario();
    const endOnly = await createBotUser(h.t, { linkedin: linkedinAccount(), resumeText: RESUME_TEXT, extra: EXTRA });
    await optIn(endOnly, { run_ended_email: true, answers_needed_email: false });
    expect((await runToEnd(endOnly)).status).toBe('completed');
    expect((await mailsTo(endOnly.user.email)).map((m) => m.subject)).toEqual([
      'Your job search "Software Engineer in Berlin" ended',
    ]);
  });

  it('a run that cannot sign in still ends with one mail, in plain words', async () => {
    const email = `notify-locked-${Date.now()}@example.com`;
    await h.reset({ accounts: [{ email, password: 'the-right-one' }], jobs: [] });
    const u = await createBotUser(h.t, {
      linkedin: { username: email, password: 'not-the-right-one' },
      resumeText: RESUME_TEXT,
      extra: EXTRA,
    });
    await optIn(u, { run_ended_email: true, answers_needed_email: true });
    const search = await runToEnd(u);
    expect(search.status).toBe('login_failed');
    const mails = await mailsTo(u.user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('has ended: JobPilot could not sign in to LinkedIn.');
    expect(mails[0]!.text).toContain('This run: 0 applied, 0 failed, 0 skipped, 0 jobs waiting for your answer.');
  });

  // Last in this file: it closes the app's queue, as a server shutting down does.
  it('a run handed over by a shutdown has not ended: no mail, the search stays running', async () => {
    const email = `notify-pin-${Date.now()}@example.com`;
    await h.reset({ accounts: [{ email, password: 'pw-123', requirePin: true }], jobs: [posting('801')] });
    const u = await createBotUser(h.t, {
      linkedin: { username: email, password: 'pw-123' },
      resumeText: RESUME_TEXT,
      extra: EXTRA,
    });
    await optIn(u, { run_ended_email: true, answers_needed_email: true });
    const live = await recordLiveEvents(h.t, u.user.id);
    try {
      const res = await h.t.request('POST', `/django/api/job-search/${u.searchId}/start/`, { token: u.token });
      expect(res.status).toBe(200);
      // The bot waits for the PIN when the server shuts down.
      await live.waitFor((event, data) => event === 'login_to_linkedin' && data.status === 'verification_code');
      await h.t.app.searchQueue.close();
      const search = await h.t.request('GET', `/django/api/job-search/${u.searchId}/`, { token: u.token });
      expect(search.body.status).toBe('running');
      expect(await mailsTo(u.user.email)).toEqual([]);
    } finally {
      live.close();
    }
  });
});
