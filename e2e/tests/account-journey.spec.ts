import { expect, test } from '@playwright/test';
import { baseURL } from '../support/base-url';
import { screenRecorder } from '../support/journey-recorder';

test('register, sign in, edit the profile, send feedback, log out', async ({ page }, testInfo) => {
  const shots = screenRecorder(page, testInfo, 'account');
  const email = `journey-${Date.now()}@example.com`;
  const password = 'correct horse battery';

  await page.goto(`${baseURL()}/register`);
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Lovelace');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Show password' }).click();
  await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Registration successful! You can now log in.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  // A protected page first: the guard sends the visitor to /login and back after signing in.
  await page.goto(`${baseURL()}/profile`);
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Login successful!')).toBeVisible();
  await expect(page).toHaveURL(/\/profile$/);

  await expect(page.getByRole('heading', { name: 'Your Profile' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(email);
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveAttribute('readonly', '');
  await expect(page.getByLabel('First Name')).toHaveValue('Ada');
  await page.getByLabel('First Name').fill('Augusta');
  await page.getByLabel('New Password', { exact: true }).fill('a new password!');
  await page.getByLabel('Confirm Password', { exact: true }).fill('something else');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await shots.screen('profile-passwords-differ');
  await page.getByLabel('Confirm Password', { exact: true }).fill('a new password!');
  await expect(page.getByText('Passwords do not match')).toBeHidden();
  // A new password needs the current one; the server then ends every other session.
  await page.getByLabel('Current Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Profile updated successfully.')).toBeVisible();

  // Feedback from the header reaches the real API.
  await page.getByRole('button', { name: 'Feedback' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send Feedback' });
  await dialog.getByRole('button', { name: 'Submit Feedback' }).click();
  await expect(dialog.getByText('Please enter your feedback')).toBeVisible();
  await shots.screen('feedback-empty');
  await dialog.getByLabel('Your feedback').fill('The bot found me three interviews.');
  await dialog.getByRole('button', { name: 'Submit Feedback' }).click();
  await expect(page.getByText('Thank you for your feedback!')).toBeVisible();
  await expect(dialog).toBeHidden();

  // The header reads the same session: new initials, then logout through the avatar menu.
  await page.getByRole('button', { name: 'Account menu' }).click();
  const menu = page.getByRole('menu', { name: 'Account' });
  await expect(menu.getByText('Augusta Lovelace')).toBeVisible();
  await expect(menu.getByText(email)).toBeVisible();
  await menu.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();

  // The new password works, and a signed-in user on /login is sent to /dashboard.
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('a new password!');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto(`${baseURL()}/login`);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('button', { name: 'Account menu' })).toHaveText('AL');

  await page.goto(`${baseURL()}/no-such-page`);
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  await shots.screen('not-found');
});
