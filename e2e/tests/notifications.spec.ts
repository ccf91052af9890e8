import { baseURL } from '../support/base-url';
import { signInThroughPage } from '../support/api-user';
import { expect, test } from '../support/fixtures';
import { screenRecorder } from '../support/journey-recorder';

// Profile's Notifications section (docs/product.md §2.8, §4.10) in real Chromium against the real
// server: switches saved as switched, and the browser's own notification permission — granted in
// one browser context, refused in another (headless Chromium refuses a site it was not told to allow).

const PIN_SWITCH = 'Notify me in this browser when LinkedIn asks for a PIN';

test('the email switches are saved as switched; the PIN switch needs the browser’s permission', async ({
  browser,
  user: { email, password },
}, testInfo) => {
  const allowing = await browser.newContext({ permissions: ['notifications'] });
  const page = await allowing.newPage();
  const shots = screenRecorder(page, testInfo, 'notifications');
  await signInThroughPage(page, email, password);
  await page.goto(`${baseURL()}/profile#notifications`);
  const section = page.getByRole('region', { name: 'Notifications' });
  const runEnded = section.getByRole('switch', { name: 'Email me when a run ends' });
  const answers = section.getByRole('switch', { name: 'Email me when answers are needed' });
  const pin = section.getByRole('switch', { name: PIN_SWITCH });
  for (const s of [runEnded, answers, pin]) await expect(s).not.toBeChecked();

  await runEnded.click();
  await expect(runEnded).toBeChecked();
  await pin.click();
  await expect(pin).toBeChecked();
  await shots.screen('profile-notifications');

  await page.reload();
  await expect(runEnded).toBeChecked();
  await expect(answers).not.toBeChecked();
  await expect(pin).toBeChecked();
  await allowing.close();

  // Another browser, which does not allow notifications: the switch says why and stays off.
  const refusing = await browser.newContext();
  const other = await refusing.newPage();
  await signInThroughPage(other, email, password);
  await other.goto(`${baseURL()}/profile#notifications`);
  const otherSection = other.getByRole('region', { name: 'Notifications' });
  const otherPin = otherSection.getByRole('switch', { name: PIN_SWITCH });
  // The setting is the account's: on here too; turned off, then refused when turned on again.
  await expect(otherPin).toBeChecked();
  await otherPin.click();
  await expect(otherPin).not.toBeChecked();
  await otherPin.click();
  await expect(
    otherSection.getByText(
      'Your browser blocks notifications from JobPilot, so this stays off. Allow notifications for this site in your browser’s settings, then turn it on again.',
    ),
  ).toBeVisible();
  await expect(otherPin).not.toBeChecked();
  await other.reload();
  await expect(otherPin).not.toBeChecked();
  await expect(otherSection.getByRole('switch', { name: 'Email me when a run ends' })).toBeChecked();
  await refusing.close();
});
