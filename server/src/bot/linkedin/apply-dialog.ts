import type { Locator, Page } from 'playwright-core';
import type { Pacer } from '../pacing';
import { PageNotRecognised } from '../run-errors';
import { pollPage } from './poll';
import { selectors } from './selectors';

export type OpenedDialog =
  /** The Easy Apply form is showing in this dialog. */
  | { kind: 'form'; dialog: Locator }
  /** LinkedIn's daily cap ("You’ve reached today's Easy Apply limit"), dismissed with "Got it". */
  | { kind: 'daily_limit' };

const OPEN_TIMEOUT_MS = 8_000;

/**
 * Clicks the posting's Easy Apply control (the classic button, or the SDUI link, which navigates
 * to the apply flow) and waits for what LinkedIn shows: the form, the daily-limit dialog, or the
 * "Job search safety reminder" first (answered "Continue applying"). The dialog is found by role,
 * the classic modal and the SDUI one alike.
 */
export async function openApplyDialog(page: Page, control: Locator, pacer: Pacer): Promise<OpenedDialog> {
  const { modal: m } = selectors;
  await control.click();
  const dialog = page.locator(m.root).first();
  let reminded = false;
  for (;;) {
    const shown = await pollPage(
      page,
      async () => {
        if ((await dialog.count()) === 0) return undefined;
        if ((await dialog.getByText(m.dailyLimitText).count()) > 0) return 'daily_limit' as const;
        if (!reminded && (await dialog.getByText(m.safetyReminderText).count()) > 0) return 'reminder' as const;
        const steps = dialog.locator(`${m.formElement}, ${m.next}, ${m.review}, ${m.submit}`);
        return (await steps.count()) > 0 ? ('form' as const) : undefined;
      },
      OPEN_TIMEOUT_MS,
    );
    if (shown === undefined) throw new PageNotRecognised(m.what);
    if (shown === 'form') return { kind: 'form', dialog };
    if (shown === 'daily_limit') {
      await dialog
        .getByRole('button', { name: 'Got it' })
        .click({ timeout: 2_000 })
        .catch(() => undefined);
      return { kind: 'daily_limit' };
    }
    reminded = true;
    await pacer.action();
    await dialog.getByRole('button', { name: m.continueApplyingName }).click();
  }
}
