import { expect, test } from '../support/fixtures';
import { screenRecorder } from '../support/journey-recorder';
import { pythonJob, YEARS_PYTHON } from '../support/sandbox-run';

// product §2.4, §4.6, §4.10: while a run meets questions the user's data does not answer, the
// header's badge counts them live (rising with each, falling with each answer), the notification
// offer appears once and never again after it is closed, and — the tab hidden, the browser switch
// on — the browser shows a notification. Desktop and 375 px; axe-core checks the offer and the badge.
//
// Hidden tab: headless Chromium keeps every tab "visible" (bringing another to the front changes
// nothing), so the page's visibility is emulated by an init script (document.visibilityState and
// the visibilitychange event). The notification is the browser's real one (permission granted to
// the context); the same script records each one created, since headless Chromium shows none.

const LICENCE = 'Do you have a valid driving licence?';
const CLEARANCE = 'Do you hold an active security clearance?';
const yesNo = (id: string, label: string) => ({ id, type: 'radio', label, options: ['Yes', 'No'], step: 2 });
const SCENARIO = {
  jobs: [
    // Applied to first: the user has a moment to switch the offer on before the questions come.
    pythonJob('7201'),
    pythonJob('7204'),
    pythonJob('7205'),
    pythonJob('7202', {
      questions: [{ id: 'years-python', type: 'numeric', label: YEARS_PYTHON }, yesNo('licence', LICENCE)],
    }),
    pythonJob('7203', {
      questions: [{ id: 'years-python', type: 'numeric', label: YEARS_PYTHON }, yesNo('clearance', CLEARANCE)],
    }),
  ],
};

test.describe.configure({ mode: 'serial' });
test.use({ sandboxRun: { scenario: SCENARIO }, permissions: ['notifications'] });

declare global {
  interface Window {
    shownNotifications: Array<{ title: string; body?: string }>;
    badgeSeen: string[];
    emulateHidden: (hidden: boolean) => void;
  }
}

test('answers waiting: a live header badge, an offer shown once, a notification while the tab is hidden', async ({
  page,
  searchOnDashboard: { card, submittedJobIds },
}, testInfo) => {
  test.setTimeout(240_000);
  await page.context().addInitScript(() => {
    let hidden = false;
    Object.defineProperty(document, 'visibilityState', {
      configurable: true,
      get: () => (hidden ? 'hidden' : 'visible'),
    });
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden });
    window.emulateHidden = (value) => {
      hidden = value;
      document.dispatchEvent(new Event('visibilitychange'));
    };
    window.shownNotifications = [];
    // Every name the header's badge takes, in order: the bot may meet two questions within a
    // moment, quicker than an assertion polls.
    window.badgeSeen = [];
    new MutationObserver(() => {
      const badge = Array.from(document.querySelectorAll('nav a'))
        .map((a) => (a.textContent ?? '').replace(/\s+/g, ' ').trim())
        .find((text) => / needed$/.test(text));
      const seen = badge ?? 'none';
      if (window.badgeSeen.at(-1) !== seen) window.badgeSeen.push(seen);
    }).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
    const Real = window.Notification;
    const Recorded = function (title: string, options?: NotificationOptions) {
      window.shownNotifications.push({ title, body: options?.body });
      return new Real(title, options);
    } as unknown as typeof Notification;
    Object.defineProperty(Recorded, 'permission', { get: () => Real.permission });
    Object.defineProperty(Recorded, 'requestPermission', { value: Real.requestPermission.bind(Real) });
    window.Notification = Recorded;
  });
  await page.reload();
  const shots = screenRecorder(page, testInfo, 'answers-waiting');
  const header = page.getByRole('navigation', { name: 'Main' });
  const badge = header.getByRole('link', { name: /answers? needed$/ });
  const offer = page.getByRole('region', { name: 'Hear from JobPilot when it needs you' });
  const panel = page.getByRole('region', { name: 'Answers needed' });
  await expect(card).toBeVisible();
  await expect(badge).toBeHidden();
  await expect(offer).toBeHidden();

  // The first run: the offer comes with it.
  await card.getByRole('button', { name: 'Start Python Developer in Toronto' }).click();
  await expect(offer).toBeVisible({ timeout: 30_000 });
  const browserSwitch = offer.getByRole('switch', { name: 'Notify me in this browser when answers are needed' });
  await browserSwitch.click();
  await expect(browserSwitch).toBeChecked();
  // The user goes to another tab while the run goes on.
  await page.evaluate(() => window.emulateHidden(true));
  await shots.screen('notification-offer');

  // The bot meets the two questions: the badge rises with each, live.
  await expect(header.getByRole('link', { name: '2 answers needed' })).toBeVisible({ timeout: 90_000 });
  expect(await page.evaluate(() => window.badgeSeen.filter((name) => name !== 'none'))).toEqual([
    '1 answer needed',
    '2 answers needed',
  ]);
  await expect
    .poll(() => page.evaluate(() => window.shownNotifications.map((n) => n.title)), { timeout: 15_000 })
    .toEqual(['JobPilot needs your answer', 'JobPilot needs your answer']);
  const bodies = await page.evaluate(() => window.shownNotifications.map((n) => n.body));
  expect(bodies).toEqual(
    [LICENCE, CLEARANCE].map(
      (q) => `A job waits for your answer to "${q}". Answer it on your dashboard, and JobPilot applies with it.`,
    ),
  );
  await page.evaluate(() => window.emulateHidden(false));
  await expect(card.getByText('Completed', { exact: true })).toBeVisible({ timeout: 90_000 });
  await shots.screen('answers-waiting-badge');

  // Closed: it does not come back, neither after a reload with questions waiting nor at the next run.
  await offer.getByRole('button', { name: 'Done' }).click();
  await expect(offer).toBeHidden();
  await page.reload();
  await expect(header.getByRole('link', { name: '2 answers needed' })).toBeVisible();
  await expect(panel).toBeVisible();
  await expect(offer).toBeHidden();

  // Each answer takes one off the badge, live; none left, no badge.
  await panel.getByRole('form', { name: LICENCE }).getByRole('radio', { name: 'Yes' }).check();
  await panel.getByRole('form', { name: LICENCE }).getByRole('button', { name: 'Save answer' }).click();
  await expect(header.getByRole('link', { name: '1 answer needed' })).toBeVisible();
  await panel.getByRole('form', { name: CLEARANCE }).getByRole('radio', { name: 'No' }).check();
  await panel.getByRole('form', { name: CLEARANCE }).getByRole('button', { name: 'Save answer' }).click();
  await expect(badge).toBeHidden();

  await card.getByRole('button', { name: /^Continue / }).click();
  await expect(card).toContainText('5 jobs applied out of 5', { timeout: 90_000 });
  await expect(offer).toBeHidden();
  await expect(badge).toBeHidden();
  // Shown only while the tab was hidden: none since the reload, the tab visible.
  expect(await page.evaluate(() => window.shownNotifications.length)).toBe(0);
  expect(await submittedJobIds()).toEqual(['7201', '7202', '7203', '7204', '7205']);
});
