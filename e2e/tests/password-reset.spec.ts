import { expect, test } from '@playwright/test';
import { registerAndSignIn, signInThroughPage } from '../support/api-user';
import { baseURL } from '../support/base-url';
import { screenRecorder } from '../support/journey-recorder';
import { resetLinkMailedTo } from '../support/outbox';

// product §2.11 and §2.12: Login → "Forgot password?" → the link from the server's outbox → a new
// password, which ends every session; the spent link then says so.
test('forgot password: the mailed link sets a new password and ends every session', async ({
  page,
  request,
}, testInfo) => {
  const shots = screenRecorder(page, testInfo, 'password-reset');
  const email = `reset-${Date.now()}@example.com`;
  const oldPassword = 'correct horse battery';
  const newPassword = 'a fresh password';
  const otherSession = await registerAndSignIn(request, email, oldPassword);

  await page.goto(`${baseURL()}/login`);
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page).toHaveTitle('Reset your password · JobPilot');
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  await shots.screen('forgot-password');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status')).toHaveText('If an account exists, we sent a link');
  await shots.screen('forgot-password-sent');

  const link = await resetLinkMailedTo(email);
  expect(new URL(link).origin).toBe(baseURL());
  await page.goto(link);
  await expect(page).toHaveTitle('Choose a new password · JobPilot');
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await expect(page.getByText('Use at least 8 characters.')).toBeVisible();
  await shots.screen('reset-password');
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your password has been changed. You can now log in.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  // Every session ended: the one signed in through the API before the reset is refused.
  expect((await request.get(`${baseURL()}/django/api/accounts/users/me/`, { headers: otherSession })).status()).toBe(
    401,
  );

  // The link was for one use: it now says so, with a way to ask for a new one.
  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill('yet another password');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('alert')).toContainText(
    'This reset link has expired or was already used. Ask for a new one.',
  );
  await shots.screen('reset-link-used');
  await page.getByRole('link', { name: 'Ask for a new link' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);

  // The old password is gone; the new one reaches the dashboard.
  await page.goto(`${baseURL()}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(oldPassword);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('No active account found with the given credentials');
  await signInThroughPage(page, email, newPassword);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
});
