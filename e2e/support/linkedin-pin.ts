import { expect, type Locator } from '@playwright/test';
import { sandbox } from './api-user';

/**
 * Types into LinkedIn's verification dialog the PIN the sandbox mailed to `account` last, as the
 * user would from their inbox, and sends it.
 */
export async function enterMailedPin(codeDialog: Locator, account: string) {
  const mails = (await sandbox('/__sandbox/mailbox.json')) as Array<{ to: string; pin: string }>;
  const pin = mails.filter((mail) => mail.to === account).at(-1)?.pin;
  expect(pin, 'the PIN in the sandbox mailbox').toMatch(/^\d{6}$/);
  const codeInput = codeDialog.getByPlaceholder('Enter 6-digit code');
  await codeInput.fill(pin!);
  await codeInput.press('Enter');
}
