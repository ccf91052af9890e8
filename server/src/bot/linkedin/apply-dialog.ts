import type { Locator, Page } from 'playwright-core';
import type { Pacer } from '../pacing';
import { PageNotRecognised } from '../run-errors';
import { pollPage } from './poll';
import { selectors } from './selectors';

export type OpenedDialog =
  /** The Easy Apply form is showing in this dialog. */
  | { kind: 'form'; dialog: Locator }
  /**
   * The control led off LinkedIn (a new tab, another host): applied to on the company's site.
   * `url` is where it led, when the bot could tell (the tab's or the page's address, the link's).
   */
  | { kind: 'external'; url?: string }
  /** LinkedIn's daily cap ("You’ve reached today's Easy Apply limit"), dismissed with "Got it". */
  | { kind: 'daily_limit' };

const OPEN_TIMEOUT_MS = 8_000;

/**
 * Clicks the posting's apply control (the classic button, or the SDUI link, which navigates to the
 * apply flow) and waits for what it does: LinkedIn's form, the daily-limit dialog, or the "Job
 * search safety reminder" first (answered "Continue applying") — or a tab or page off LinkedIn,
 * which makes it an external application (the tab is closed again). The dialog is found by role,
 * the classic modal and the SDUI one alike.
 */
export async function openApplyDialog(page: Page, control: Locator, pacer: Pacer): Promise<OpenedDialog> {
  const linkedin = new URL(page.url()).origin;
  const tabs: Page[] = [];
  const onTab = (tab: Page) => tabs.push(tab);
  page.context().on('page', onTab);
  try {
    await control.click();
    const leavesLinkedin = (href: string) => {
      const target = new URL(href, linkedin);
      return target.origin !== linkedin || selectors.job.offsitePaths.test(target.pathname);
    };
    const opened = await waitForDialog(page, pacer, {
      leftLinkedin: () => tabs.length > 0 || leavesLinkedin(page.url()),
      leavesLinkedin,
    });
    if (opened.kind !== 'external' || opened.url) return opened;
    return { kind: 'external', url: tabs.length > 0 ? await addressOf(tabs[0]) : page.url() };
  } finally {
    page.context().off('page', onTab);
    for (const tab of tabs) await tab.close().catch(() => undefined);
  }
}

/** A new tab's address once it has one (window.open starts on about:blank); undefined without a tab. */
async function addressOf(tab: Page | undefined): Promise<string | undefined> {
  if (!tab) return undefined;
  await tab
    .waitForURL((url) => url.protocol !== 'about:', { waitUntil: 'commit', timeout: OPEN_TIMEOUT_MS })
    .catch(() => undefined);
  const url = tab.url();
  return url.startsWith('about:') ? undefined : url;
}

interface WayOut {
  /** A tab opened, or the page itself left LinkedIn. */
  leftLinkedin(): boolean;
  leavesLinkedin(href: string): boolean;
}

async function waitForDialog(
  page: Page,
  pacer: Pacer,
  { leftLinkedin, leavesLinkedin }: WayOut,
): Promise<OpenedDialog> {
  const { modal: m } = selectors;
  const dialog = page.locator(m.root).first();
  let reminded = false;
  let offsiteLink: string | undefined;
  for (;;) {
    const shown = await pollPage(
      page,
      async () => {
        if (leftLinkedin()) return 'external' as const;
        if ((await dialog.count()) === 0) return undefined;
        if ((await dialog.getByText(m.dailyLimitText).count()) > 0) return 'daily_limit' as const;
        if (!reminded && (await dialog.getByText(m.safetyReminderText).count()) > 0) return 'reminder' as const;
        const steps = dialog.locator(`${m.formElement}, ${m.next}, ${m.review}, ${m.submit}`);
        if ((await steps.count()) > 0) return 'form' as const;
        // No form but a way off LinkedIn ("Share your profile?" before the employer's site).
        const links: string[] = await dialog.locator('a[href]').evaluateAll((as: any[]) => as.map((a) => a.href));
        offsiteLink = links.find((href) => leavesLinkedin(href));
        return offsiteLink ? ('external' as const) : undefined;
      },
      OPEN_TIMEOUT_MS,
    );
    if (shown === undefined) throw new PageNotRecognised(m.what);
    if (shown === 'external') return { kind: 'external', url: offsiteLink };
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
