import { expect, test, type Locator, type Page } from '@playwright/test';
import { baseURL } from '../support/base-url';
import { screenRecorder } from '../support/journey-recorder';

// A phone-sized screen, by keyboard: the registration rules as the user sees them, the mobile
// header (credits, toasts below it) and the mobile menu (focus kept inside, Escape). Every
// screen is checked with axe-core by the recorder (no serious or critical violation).
test.use({ viewport: { width: 375, height: 812 } });

const TOO_SHORT = 'This password is too short. It must contain at least 8 characters.';

/** Whether focus is on `locator` now. */
const focused = (locator: Locator) => locator.evaluate((element) => element === document.activeElement);

async function box(page: Page, locator: Locator) {
  const found = await locator.boundingBox();
  expect(found, `${locator.toString()} has a box on ${page.url()}`).not.toBeNull();
  return found!;
}

test('registration rules, the mobile header and its menu by keyboard at 375 px', async ({ page }, testInfo) => {
  const shots = screenRecorder(page, testInfo, 'shell-keyboard-mobile');
  const email = `keyboard-${Date.now()}@example.com`;
  const password = 'correct horse battery';
  const passwordField = page.getByLabel('Password', { exact: true });

  // The rule is shown before anything is submitted, and a too-short password is refused in its words.
  await page.goto(`${baseURL()}/register`);
  await expect(page).toHaveTitle('Registration · JobPilot');
  await expect(passwordField).toHaveAccessibleDescription('Use at least 8 characters.');
  await shots.screen('register');
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Lovelace');
  await page.getByLabel('Email').fill(email);
  await passwordField.fill('short');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(passwordField).toHaveAccessibleDescription(TOO_SHORT);
  await expect(page.getByText(/password:/)).toHaveCount(0);
  await shots.screen('register-password-too-short');

  await passwordField.fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page).toHaveTitle('Sign in · JobPilot');

  // The server's reason goes next to its field, without the field's name.
  await page.goto(`${baseURL()}/register`);
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Lovelace');
  await page.getByLabel('Email').fill(email);
  await passwordField.fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByLabel('Email')).toHaveAccessibleDescription('user with this email already exists.');
  await expect(page.getByText(/email:/)).toHaveCount(0);
  await shots.screen('register-email-taken');

  await page.goto(`${baseURL()}/login`);
  await shots.screen('login');
  await page.getByLabel('Email').fill(email);
  await passwordField.fill(password);
  await passwordField.press('Enter');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page).toHaveTitle('Dashboard · JobPilot');

  // The credits are in the mobile header itself; on a phone the toast shows over the header, so it
  // covers none of the page's own buttons below it.
  const header = page.getByRole('banner');
  const credits = page.getByRole('navigation', { name: 'Main' }).getByText('Credits: 10');
  await expect(credits).toBeVisible();
  const toast = page.getByText('Login successful!');
  await expect(toast).toBeVisible();
  expect((await box(page, toast)).y).toBeLessThan((await box(page, header)).y + (await box(page, header)).height);
  await shots.screen('dashboard-mobile-header');

  // The menu by keyboard: open, focus inside, Tab does not walk behind it, Escape gives focus back.
  const toggle = page.getByRole('button', { name: 'Open menu' });
  await toggle.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu', { name: 'Menu' });
  await expect(menu).toBeVisible();
  const closeToggle = page.getByRole('button', { name: 'Close menu' });
  await expect(closeToggle).toHaveAttribute('aria-expanded', 'true');
  await expect(menu.getByRole('menuitem', { name: 'Feedback' })).toBeFocused();
  for (let i = 0; i < 8; i += 1) {
    await page.keyboard.press(i % 3 === 2 ? 'Shift+Tab' : 'Tab');
    const inMenu = await menu.evaluate((element) => element.contains(document.activeElement));
    expect(inMenu || (await focused(closeToggle)), `focus after ${i + 1} presses`).toBe(true);
  }
  await shots.screen('mobile-menu-open');
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();

  // Feedback from the menu: the dialog opens on its text field.
  await page.keyboard.press('Enter');
  await menu.getByRole('menuitem', { name: 'Feedback' }).press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Send Feedback' });
  await expect(dialog.getByLabel('Your feedback')).toBeFocused();
  await shots.screen('feedback-dialog-mobile');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});
