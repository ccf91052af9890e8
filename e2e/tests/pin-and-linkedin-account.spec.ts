import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { baseURL } from '../support/base-url';
import { sandbox, setUpUser as setUpApiUser, signInThroughPage, type ApiUser } from '../support/api-user';
import { screenRecorder } from '../support/journey-recorder';

// The PIN flow keeps its word and a wrong LinkedIn password is fixed in Profile (docs/product.md
// §4.4, §2.8), in real Chromium against the real server and its bot on the LinkedIn sandbox. The
// sandbox gets a scenario with no jobs (a signed-in run completes at once) and its default back after.

const SEARCH_TERM = 'Python Developer';
const RIGHT_PASSWORD = 'the-right-linkedin-password';

/** A user with everything but the start saved through the API, as the web app would save it. */
const setUpUser = (request: APIRequestContext, email: string, password: string, linkedin: ApiUser['linkedin']) =>
  setUpApiUser(request, {
    email,
    password,
    customAnswers: {},
    preference: { search_term: SEARCH_TERM, location: 'Toronto', time_period: 'past_one_month', max_jobs: 2 },
    linkedin,
  });

const signIn = signInThroughPage;

/**
 * Holds the browser's live frames of the LinkedIn login after `started` until released, so the
 * login-progress dialog stays on screen long enough to be checked (the bot itself runs on).
 */
async function holdLoginFrames(page: Page) {
  let holding = true;
  const held: Array<() => void> = [];
  await page.routeWebSocket(/.*/, (ws) => {
    const server = ws.connectToServer();
    ws.onMessage((message) => server.send(message));
    server.onMessage((message) => {
      const text = typeof message === 'string' ? message : message.toString();
      const later = text.includes('login_to_linkedin') && !text.includes('started');
      if (holding && later) held.push(() => ws.send(message));
      else ws.send(message);
    });
  });
  return () => {
    holding = false;
    held.splice(0).forEach((send) => send());
  };
}

test.describe.configure({ mode: 'serial' });
test.beforeAll(async () => {
  await sandbox('/__sandbox/reset', { jobs: [], accounts: [] });
});
test.afterAll(async () => {
  await sandbox('/__sandbox/reset');
});

test('Cancel in the PIN dialog ends the login within seconds; the next Start opens a fresh dialog', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const shots = screenRecorder(page, testInfo, 'pin-dialog');
  const stamp = `${Date.now()}-${testInfo.project.name}`;
  const email = `grace-${stamp}@example.com`;
  // A "+verify" sandbox account: LinkedIn asks for an emailed PIN at sign-in.
  await setUpUser(request, email, 'correct horse battery', {
    username: `grace-${stamp}+verify@example.com`,
    password: 'sandbox-password',
  });
  const release = await holdLoginFrames(page);
  await signIn(page, email, 'correct horse battery');

  const card = page.getByRole('article', { name: `Job search: ${SEARCH_TERM}` });
  await card.getByRole('button', { name: 'Start' }).click();
  const progress = page.getByRole('dialog', { name: 'LinkedIn Login Progress' });
  await expect(progress).toBeVisible({ timeout: 30_000 });
  await expect(progress).toContainText('Logging in to LinkedIn with your saved credentials…');
  await shots.screen('login-progress');
  release();

  const codeDialog = page.getByRole('dialog', { name: 'LinkedIn Verification Required' });
  await expect(codeDialog).toBeVisible({ timeout: 30_000 });
  // The countdown starts from the bot's own wait (BOT_VERIFICATION_TIMEOUT, 60 s by default).
  await expect(codeDialog.getByRole('timer')).toHaveText(/^Time remaining: (60|59|58) seconds$/);
  await codeDialog.getByPlaceholder('Enter 6-digit code').fill('12');
  await shots.screen('pin-dialog');

  await codeDialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(codeDialog).toBeHidden();
  // The bot stops waiting at once: "Login failed" as the specification asks, but the search reads as
  // stopped by the user, in neutral words, with no advice to fix the LinkedIn account.
  await expect(page.getByText('Login failed', { exact: true })).toBeVisible({ timeout: 5_000 });
  await expect(card.getByText('Stopped', { exact: true })).toBeVisible({ timeout: 5_000 });
  await expect(card).toContainText(
    'You cancelled the LinkedIn verification, so the search stopped before signing in. Start it again when you are ready.',
  );
  await expect(card.getByRole('link', { name: 'Fix your LinkedIn account in your profile' })).toHaveCount(0);
  await expect(page.getByText('Verification timeout')).toHaveCount(0);
  await shots.screen('cancelled');

  // A second Start: a fresh dialog, a full countdown, nothing left of the last one.
  await card.getByRole('button', { name: 'Start' }).click();
  await expect(codeDialog).toBeVisible({ timeout: 30_000 });
  await expect(codeDialog.getByRole('timer')).toHaveText(/^Time remaining: (60|59|58) seconds$/);
  await expect(codeDialog.getByPlaceholder('Enter 6-digit code')).toHaveValue('');
  await shots.screen('pin-dialog-again');
  await codeDialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(card.getByText('Stopped', { exact: true })).toBeVisible({ timeout: 5_000 });
});

test('a wrong LinkedIn password is fixed in Profile’s LinkedIn account section, and the next Start signs in', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const shots = screenRecorder(page, testInfo, 'linkedin-account');
  const stamp = `${Date.now()}-${testInfo.project.name}`;
  const email = `hopper-${stamp}@example.com`;
  const linkedinEmail = `hopper-${stamp}@example.com`;
  // A LinkedIn account that exists with another password than the one saved.
  await sandbox('/__sandbox/reset', { jobs: [], accounts: [{ email: linkedinEmail, password: RIGHT_PASSWORD }] });
  await setUpUser(request, email, 'correct horse battery', { username: linkedinEmail, password: 'a-wrong-one' });
  await signIn(page, email, 'correct horse battery');

  const card = page.getByRole('article', { name: `Job search: ${SEARCH_TERM}` });
  await card.getByRole('button', { name: 'Start' }).click();
  await expect(card.getByText('Login Failed', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(card).toContainText('LinkedIn did not accept the saved email and password.');

  await card.getByRole('button', { name: 'View Details' }).click();
  await expect(page.getByRole('heading', { name: 'Search Details' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Login Failed: Unable to access LinkedIn.' })).toBeVisible();
  await shots.screen('details-login-failed');
  await page.getByRole('link', { name: 'Fix your LinkedIn account in your profile' }).click();

  await expect(page).toHaveURL(/\/profile#linkedin-account$/);
  const section = page.getByRole('region', { name: 'LinkedIn account' });
  await expect(section.getByText(linkedinEmail, { exact: true })).toBeVisible();
  await expect(section.getByText('No saved session', { exact: true })).toBeVisible();
  await section.getByLabel('New LinkedIn Password', { exact: true }).fill(RIGHT_PASSWORD);
  await shots.screen('profile-linkedin-account');
  await section.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByText('LinkedIn password updated.')).toBeVisible();

  await page.getByRole('button', { name: 'Back to Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await card.getByRole('button', { name: 'Start' }).click();
  await expect(page.getByText('Successfully logged into LinkedIn!')).toBeVisible({ timeout: 30_000 });
  // Signed in; the scenario has no jobs, so the run ends as finding none (product §4.2).
  await expect(card.getByText('No Matching Jobs', { exact: true })).toBeVisible({ timeout: 30_000 });

  // The session the bot saved is shown, and Disconnect (after asking) forgets it all.
  await page.goto(`${baseURL()}/profile#linkedin-account`);
  await expect(section.getByText(/^Signed in session saved on /)).toBeVisible();
  await section.getByRole('button', { name: 'Disconnect LinkedIn' }).click();
  const confirm = page.getByRole('dialog', { name: 'Disconnect LinkedIn?' });
  await shots.screen('disconnect-linkedin');
  await confirm.getByRole('button', { name: 'Disconnect', exact: true }).click();
  await expect(page.getByText('LinkedIn account disconnected.')).toBeVisible();
  await expect(section).toContainText('No LinkedIn account is saved.');
});
